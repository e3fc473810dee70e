"""Scripted sessions of corpus27, part four: Pact JS contract tests with a Pact Broker (a Task), StrykerJS with
Vitest on macOS zsh, the CodeQL CLI over a Gradle project (in Korean), JAX with CUDA wheels under WSL 2."""
from __future__ import annotations

PACT_TEST = """import { PactV4, MatchersV3 } from "@pact-foundation/pact";
import { OrdersClient } from "../../src/api/ordersClient";

const provider = new PactV4({ consumer: "orders-web", provider: "orders-api", dir: "./pacts" });
const client = new OrdersClient(process.env.ORDERS_API_URL);

describe("orders API", () => {
  it("GET /orders/42 returns the order", () =>
    provider
      .addInteraction()
      .given("order 42 exists")
      .uponReceiving("a request for order 42")
      .withRequest("GET", "/orders/42")
      .willRespondWith(200, (b) => b.jsonBody({ id: MatchersV3.integer(42), status: MatchersV3.string("open") }))
      .executeTest(async (mockserver) => {
        const order = await client.get(42);
        expect(order.id).toBe(42);
      }));
});
"""

PACT_MISMATCH = """Exit code 1
 FAIL  tests/pact/ordersClient.pact.test.ts
  ● orders API › GET /orders/42 returns the order

    Test failed for the following reasons:

      Mock server failed with the following mismatches:

        0) The following request was expected but not received:
            Method: GET
            Path: /orders/42"""

BROKER = "--broker-base-url http://localhost:9292"

CAN_I_DEPLOY = """Exit code 1
Error: Environment with name 'production' does not exist. Environments: (none)"""

S13 = ("/home/sam/src/orders-web", "2026-12-13T10:00:00Z", "contract-tests", [
    ("user", "write consumer pact tests for the orders API client and publish them to the broker at localhost:9292"),
    ("task", "Survey the API client",
     "List every HTTP call in src/api/ordersClient.ts with method, path and expected status, and say which test "
     "runner the repo uses and whether any Pact package is installed.",
     "ordersClient.ts makes three calls: GET /orders/{id} (200, 404), POST /orders (201), DELETE /orders/{id} "
     "(204). The base URL is read from process.env.ORDERS_API_URL in the constructor. The repo runs Jest 29 via "
     "`npm test` (jest.config.cjs, testEnvironment node). @pact-foundation/pact is not installed yet."),
    ("bash", "npm i -D @pact-foundation/pact@13", "added 47 packages, and audited 612 packages in 9s", False),
    ("write", "/home/sam/src/orders-web/tests/pact/ordersClient.pact.test.ts", PACT_TEST),
    ("bash", "npx jest tests/pact", PACT_MISMATCH, True),
    ("say", "The client is built once at import time with ORDERS_API_URL, so it calls the real URL instead of "
            "Pact's mock server, which then reports the request as not received. It has to be created inside "
            "executeTest with mockserver.url."),
    ("edit", "/home/sam/src/orders-web/tests/pact/ordersClient.pact.test.ts",
     "      .executeTest(async (mockserver) => {\n        const order = await client.get(42);",
     "      .executeTest(async (mockserver) => {\n        const client = new OrdersClient(mockserver.url);\n"
     "        const order = await client.get(42);"),
    ("bash", "npx jest tests/pact  # client per mock server",
     " PASS  tests/pact/ordersClient.pact.test.ts\n  orders API\n    ✓ GET /orders/42 returns the order (41 ms)\n"
     "    ✓ GET /orders/999 returns 404 (12 ms)\n    ✓ POST /orders creates an order (15 ms)\n\n"
     "Tests:       3 passed, 3 total", False),
    ("bash", f"npx pact-broker publish ./pacts --consumer-app-version $(git rev-parse --short HEAD) {BROKER}",
     "Exit code 1\nError making request - Errno::ECONNREFUSED Failed to open TCP connection to localhost:9292 "
     "(Connection refused - connect(2) for \"localhost\" port 9292) http://localhost:9292/, attempt 1 of 3", True),
    ("bash", "docker compose -f docker-compose.pact.yml ps",
     "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS", False),
    ("bash", "docker compose -f docker-compose.pact.yml up -d",
     "[+] Running 3/3\n ✔ Network orders-web_default          Created\n ✔ Container orders-web-postgres-1     "
     "Started\n ✔ Container orders-web-pact-broker-1  Started", False),
    ("bash", f"sleep 10 && npx pact-broker publish ./pacts --consumer-app-version $(git rev-parse --short HEAD) "
             f"{BROKER}",
     "Created orders-web version 3f9c2e1 with branch contract-tests\n  Pact successfully published for orders-web "
     "version 3f9c2e1 and provider orders-api.\n  View the published pact at http://localhost:9292/pacts/provider/"
     "orders-api/consumer/orders-web/version/3f9c2e1", False),
    ("bash", f"npx pact-broker can-i-deploy --pacticipant orders-web --version 3f9c2e1 --to-environment production "
             f"{BROKER}", CAN_I_DEPLOY, True),
    ("say", "The broker has no `production` environment yet, so can-i-deploy cannot answer. Should I create it with "
            "`npx pact-broker create-environment --name production --production`?"),
    ("user", "no, leave the broker config to the platform team. just open the PR"),
    ("bash", "gh pr create --fill --base main",
     "https://github.com/acme/orders-web/pull/212", False),
])

STRYKER_PLUGIN = """Exit code 1
16:02:11 (51231) INFO ConfigReader Using stryker.config.mjs
16:02:11 (51231) ERROR PluginLoader Could not find plugin "@stryker-mutator/vitest-runner". Did you install it?"""

STRYKER_DRY = """Exit code 1
16:03:40 (51302) INFO ProjectReader Found 14 of 212 file(s) to be mutated.
16:03:46 (51302) INFO DryRunExecutor Starting initial test run (vitest test runner with "perTest" coverage \
analysis).
16:03:49 (51302) ERROR DryRunExecutor One or more tests failed in the initial test run:
	loyalty > applies gold tier discount
		TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be of type string. Received undefined"""

STRYKER_OK = """16:09:12 (51544) INFO MutationTestReportHelper Final mutation score of 78.43 is greater than or equal \
to break threshold 60
File               | % score | % covered | # killed | # survived | # timeout | # no cov | # errors |
All files          |   78.43 |     80.00 |       80 |         22 |         3 |       17 |        2 |
 loyalty.ts        |   71.88 |     73.33 |       23 |          9 |         1 |        8 |        0 |
16:09:12 (51544) INFO HtmlReporter Your report can be found at: \
file:///Users/noor/dev/price-engine/reports/mutation/mutation.html"""

JQ_SURVIVED = ("jq -r '.files[\"src/discounts/loyalty.ts\"].mutants[] | select(.status==\"Survived\") | "
               "\"\\(.location.start.line): \\(.mutatorName) \\(.replacement)\"' reports/mutation/mutation.json | "
               "head -3")

S14 = ("/Users/noor/dev/price-engine", "2026-12-13T15:55:00Z", "mutation", [
    ("user", "run stryker on src/discounts and see what survives. we use vitest."),
    ("bash", "npx stryker run", STRYKER_PLUGIN, True),
    ("bash", "npm i -D @stryker-mutator/vitest-runner@8", "added 3 packages in 2s", False),
    ("bash", "npx stryker run  # with the vitest runner", STRYKER_DRY, True),
    ("bash", "grep -n '\"test\"' package.json", '14:    "test": "TIERS_PATH=fixtures/tiers.json vitest run",', False),
    ("say", "Stryker starts Vitest itself, so the TIERS_PATH set in the npm script never reaches the tests. Moving it "
            "into vitest.config.ts under test.env."),
    ("edit", "/Users/noor/dev/price-engine/vitest.config.ts", "  test: {\n    globals: true,",
     "  test: {\n    globals: true,\n    env: { TIERS_PATH: 'fixtures/tiers.json' },"),
    ("bash", "npx stryker run  # env in vitest.config", STRYKER_OK, False),
    ("user", "what survived in loyalty.ts?"),
    ("bash", JQ_SURVIVED,
     "17: EqualityOperator points > 1000\n17: ConditionalExpression true\n29: ArithmeticOperator subtotal + pct",
     False),
    ("say", "Nothing tests the tier boundary at exactly 1000 points, so `>=` → `>` survives, and the discount math "
            "on line 29 is never checked against a value. Adding both tests."),
    ("edit", "/Users/noor/dev/price-engine/src/discounts/loyalty.test.ts",
     "describe(\"loyalty\", () => {\n",
     "describe(\"loyalty\", () => {\n  it(\"gives gold at exactly 1000 points\", () => {\n"
     "    expect(tierFor(1000)).toBe(\"gold\");\n    expect(tierFor(999)).toBe(\"silver\");\n  });\n"
     "  it(\"subtracts the percentage\", () => {\n    expect(applyLoyalty(200, 10)).toBe(180);\n  });\n"),
    ("bash", "npx vitest run src/discounts",
     " ✓ src/discounts/loyalty.test.ts (9 tests) 14ms\n ✓ src/discounts/bundle.test.ts (11 tests) 9ms\n"
     " ✓ src/discounts/coupon.test.ts (7 tests) 6ms\n\n Test Files  3 passed (3)\n      Tests  27 passed (27)",
     False),
    ("say", "Both new tests pass. Running Stryker again with `--mutate src/discounts/loyalty.ts` would confirm those "
            "mutants are killed now."),
    ("user", "skip it, it's slow. push the branch"),
    ("bash", "git push -u origin mutation",
     "To github.com:acme/price-engine.git\n * [new branch]      mutation -> mutation", False),
])

CODEQL_AUTOBUILD = """Exit code 32
Initializing database at /home/minseo/work/payments-core/codeql-db.
Running build command: []
[2026-12-14 11:02:14] [build-stdout] Gradle wrapper found; running ./gradlew --no-daemon -S testClasses
[2026-12-14 11:02:41] [build-stderr] FAILURE: Build failed with an exception.
[2026-12-14 11:02:41] [build-stderr] * What went wrong:
[2026-12-14 11:02:41] [build-stderr] Could not resolve all files for configuration ':integration:testCompileClasspath'.
[2026-12-14 11:02:41] [build-stderr] > Could not find com.acme.testkit:acme-testkit:2.3.0.
A fatal error occurred: Exit status 1 from command: [/home/minseo/.local/codeql/java/tools/autobuild.sh]"""

CODEQL_CMD = ("codeql database create codeql-db --language=java --overwrite --command='./gradlew --no-daemon clean "
              "compileJava -x :integration:compileJava'")
ANALYZE = "codeql database analyze codeql-db codeql/java-queries --format=sarif-latest --output=results.sarif"
COUNT = "jq -r '.runs[0].results[] | .ruleId' results.sarif | sort | uniq -c"

S15 = ("/home/minseo/work/payments-core", "2026-12-14T11:00:00Z", "codeql", [
    ("user", "CodeQL CLI로 이 자바 프로젝트(payments-core) 로컬에서 분석해 줘. Gradle 8 쓰고 JDK 21이야."),
    ("bash", "codeql database create codeql-db --language=java", CODEQL_AUTOBUILD, True),
    ("say", "autobuild 가 testClasses 까지 빌드하는데, integration 모듈의 사내 testkit 을 받지 못해요. 메인 코드만 "
            "분석하면 되니 빌드 명령을 직접 지정할게요."),
    ("bash", CODEQL_CMD, "Initializing database at /home/minseo/work/payments-core/codeql-db.\nRunning build command: "
                         "[./gradlew, --no-daemon, clean, compileJava, -x, :integration:compileJava]\n"
                         "Finalizing database at /home/minseo/work/payments-core/codeql-db.\n"
                         "Successfully created database at /home/minseo/work/payments-core/codeql-db.", False),
    ("bash", ANALYZE, "Exit code 2\nA fatal error occurred: Query pack codeql/java-queries cannot be found. Check the "
                      "spelling of the pack.", True),
    ("bash", "codeql pack download codeql/java-queries", "Unpacked in 3.2s: codeql/java-queries@1.1.9", False),
    ("bash", ANALYZE + " && " + COUNT,
     "Running queries.\nInterpreting results.\n      2 java/sql-injection\n      1 java/ssrf\n"
     "      1 java/weak-cryptographic-algorithm", False),
    ("say", "결과 4건: SQL 인젝션 2건(같은 쿼리로 들어가는 두 경로), SSRF 1건, 약한 해시 알고리즘 1건이에요. SQL "
            "인젝션부터 고칠게요."),
    ("edit", "/home/minseo/work/payments-core/src/main/java/com/acme/payments/PaymentRepository.java",
     "String sql = \"SELECT * FROM payments WHERE merchant_id = '\" + merchantId + \"'\";\n"
     "        return jdbc.queryForList(sql);",
     "String sql = \"SELECT * FROM payments WHERE merchant_id = ?\";\n        return jdbc.queryForList(sql, merchantId);"),
    ("bash", CODEQL_CMD + " && " + ANALYZE + " --rerun && " + COUNT,
     "Successfully created database at /home/minseo/work/payments-core/codeql-db.\nRunning queries.\n"
     "Interpreting results.\n      1 java/ssrf\n      1 java/weak-cryptographic-algorithm", False),
    ("user", "좋네요. MD5 건은 어떻게 해요?"),
    ("say", "HashUtil.java 의 `MessageDigest.getInstance(\"MD5\")` 를 `SHA-256` 으로 바꾸면 되는데, 이미 저장된 해시와 "
            "호환이 깨져요. 마이그레이션 계획부터 잡는 게 좋겠어요."),
    ("user", "그럼 그건 다음 스프린트에. 오늘은 여기까지, 수고했어요"),
])

JAX_PROBE = 'python -c "import jax, jax.numpy as jnp; print(jax.devices()); print(jnp.ones(3).sum())"'

JAX_DNN = """Exit code 1
E1214 14:22:03.118234   38211 cuda_dnn.cc:535] Loaded runtime CuDNN library: 9.1.0 but source was compiled \
with: 9.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a \
binary install, upgrade your CuDNN library.
jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed. Look at the errors \
above for more details."""

JAX_OOM = """Exit code 1
step 1 loss 0.9132
jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1073741824 bytes.
BufferAssignment OOM Debugging."""

S16 = ("/home/kai/research/diffusion-jax", "2026-12-14T14:10:00Z", "main", [
    ("user", "jax isn't seeing the GPU in WSL. RTX 4070, the Windows driver is 566.36"),
    ("bash", JAX_PROBE,
     "An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to "
     "cpu.\n[CpuDevice(id=0)]\n3.0", False),
    ("bash", "pip list 2>/dev/null | grep -i jax", "jax                0.4.35\njaxlib             0.4.35", False),
    ("say", "Only the CPU jaxlib is installed. The CUDA build comes from the `jax[cuda12]` extra, which also pulls "
            "the NVIDIA libraries as pip wheels."),
    ("bash", "pip install -U \"jax[cuda12]\"",
     "Successfully installed jax-cuda12-pjrt-0.4.35 jax-cuda12-plugin-0.4.35 nvidia-cublas-cu12-12.6.4.1 "
     "nvidia-cuda-cupti-cu12-12.6.80 nvidia-cudnn-cu12-9.6.0.74 nvidia-nccl-cu12-2.23.4", False),
    ("bash", JAX_PROBE + "  # cuda12 wheels", JAX_DNN, True),
    ("bash", "echo $LD_LIBRARY_PATH", "/usr/local/cuda-12.4/lib64:/usr/lib/wsl/lib", False),
    ("say", "An older system cuDNN in /usr/local/cuda-12.4/lib64 is found through LD_LIBRARY_PATH before the pip "
            "one. With the pip CUDA wheels LD_LIBRARY_PATH should stay unset; WSL adds /usr/lib/wsl/lib through "
            "ld.so.conf on its own."),
    ("bash", "env -u LD_LIBRARY_PATH " + JAX_PROBE, "[CudaDevice(id=0)]\n3.0", False),
    ("user", "great. now train.py dies right away though"),
    ("bash", "env -u LD_LIBRARY_PATH python train.py --steps 10", JAX_OOM, True),
    ("say", "JAX preallocates 75% of the GPU at start, and the torch data loader in train.py also puts its "
            "augmentations on the GPU. Capping JAX's share: XLA_PYTHON_CLIENT_MEM_FRACTION=.6. Turning "
            "preallocation off with XLA_PYTHON_CLIENT_PREALLOCATE=false would work too, at some speed cost."),
    ("bash", "env -u LD_LIBRARY_PATH XLA_PYTHON_CLIENT_MEM_FRACTION=.6 python train.py --steps 10",
     "step 1 loss 0.9132\nstep 5 loss 0.6120\nstep 10 loss 0.4821 (1.93 it/s)", False),
    ("user", "cool, that's enough for now"),
])

SESSIONS = {"s13-pact": S13, "s14-stryker": S14, "s15-codeql": S15, "s16-jax": S16}
