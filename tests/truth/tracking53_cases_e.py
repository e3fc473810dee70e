"""Cases of the fifty-third tracking corpus (tables and rules in tracking53_cases.py): a Terraform child module using
a non-hashicorp provider without its own required_providers entry, Vitest without jest's injected globals, and
RedisJSON commands against a plain Redis image."""
from __future__ import annotations

from tests.truth.tracking53_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _tf_no_provider(name: str, owner: str, registry: str = "registry.terraform.io", cmd: str = "terraform") -> str:
    return ("╷\n│ Error: Failed to query available provider packages\n│ \n"
            f"│ Could not retrieve the list of available versions for provider hashicorp/{name}: provider registry "
            f"{registry} does not have a provider named {registry}/hashicorp/{name}\n│ \n"
            f"│ Did you intend to use {owner}/{name}? If so, you must specify that source address in each module "
            f"which requires that provider. To see which modules are currently depending on hashicorp/{name}, run "
            f"the following command:\n│     {cmd} providers\n╵\n")


# ---------------------------------------------------------------------------------------------------------------
# 13. Terraform: every module must map a non-hashicorp provider's source (project, prose-only fix)
# ---------------------------------------------------------------------------------------------------------------
def fill_tf_provider() -> None:
    root = "/home/ines/infra/platform-tf"
    versions = ("terraform {\n  required_providers {\n    kubectl = {\n      source  = \"gavinbunney/kubectl\"\n"
                "      version = \"~> 1.14\"\n    }\n  }\n}\n")
    T.source(
        "s-tf-provider", root, "2025-04-28T15:40:00Z", "feat/addons-module",
        user("I moved the kubectl_manifest resources into modules/addons. Run terraform init for dev."),
        err("terraform init",
            "Initializing the backend...\nInitializing modules...\n- addons in modules/addons\n\n"
            "Initializing provider plugins...\n- Finding gavinbunney/kubectl versions matching \"~> 1.14\"...\n"
            "- Finding latest version of hashicorp/kubectl...\n- Finding hashicorp/helm versions matching "
            "\"~> 2.12\"...\n" + _tf_no_provider("kubectl", "gavinbunney")),
        ok("terraform providers",
           "\nProviders required by configuration:\n.\n"
           "├── provider[registry.terraform.io/gavinbunney/kubectl] ~> 1.14\n"
           "├── provider[registry.terraform.io/hashicorp/helm] ~> 2.12\n└── module.addons\n"
           "    └── provider[registry.terraform.io/hashicorp/kubectl]\n\n"),
        say("The root's required_providers maps the local name kubectl to gavinbunney/kubectl, but that mapping "
            "isn't inherited: a module without its own entry assumes hashicorp/kubectl, which doesn't exist. "
            "modules/addons needs its own required_providers block."),
        write(f"{root}/modules/addons/versions.tf", versions),
        ok("terraform init",
           "Initializing the backend...\nInitializing modules...\n\nInitializing provider plugins...\n"
           "- Finding gavinbunney/kubectl versions matching \"~> 1.14\"...\n- Finding hashicorp/helm versions "
           "matching \"~> 2.12\"...\n- Installing gavinbunney/kubectl v1.14.0...\n- Installed gavinbunney/kubectl "
           "v1.14.0 (self-signed, key ID AD64217B5ADD572F)\n- Installing hashicorp/helm v2.13.2...\n"
           "- Installed hashicorp/helm v2.13.2 (signed by HashiCorp)\n\nTerraform has been successfully "
           "initialized!\n"),
    )
    T.lesson(
        "t53-tf-module-provider-source", "project", "en", "s-tf-provider", "build_config",
        "Each Terraform module using gavinbunney/kubectl must declare it in its own required_providers",
        "terraform init fails with \"provider registry registry.terraform.io does not have a provider named "
        "registry.terraform.io/hashicorp/kubectl\" after resources moved into a child module.",
        "The root module already declares gavinbunney/kubectl, so the error looks like a registry or "
        "cache problem.",
        "Provider source mappings are per module; a child module that uses kubectl_* resources without a "
        "required_providers entry defaults to hashicorp/kubectl.",
        "Give every module that uses a non-hashicorp provider a versions.tf with terraform { required_providers "
        "{ kubectl = { source = \"gavinbunney/kubectl\" } } } (the same for any other third-party provider), then "
        "re-run init.",
        ["`terraform init` failed: \"does not have a provider named registry.terraform.io/hashicorp/kubectl\"",
         "`terraform providers` showed \"module.addons\" requiring \"provider[registry.terraform.io/hashicorp/"
         "kubectl]\"",
         "after writing modules/addons/versions.tf, `terraform init` printed \"Terraform has been successfully "
         "initialized!\""],
    )

    T.later(
        "l-tfprov-0", root, "2025-04-15T10:00:00Z", "feat/kubectl-provider",
        user("Add the gavinbunney/kubectl provider (~> 1.14) to the root module and init."),
        edit(f"{root}/versions.tf", "    helm = {\n",
             "    kubectl = {\n      source  = \"gavinbunney/kubectl\"\n      version = \"~> 1.14\"\n    }\n"
             "    helm = {\n"),
        ok("terraform init -upgrade | tail -n 3",
           "- Installed gavinbunney/kubectl v1.14.0 (self-signed, key ID AD64217B5ADD572F)\n\n"
           "Terraform has been successfully initialized!\n"),
        say("kubectl provider added and initialised."),
    )
    T.pair("t53-tf-module-provider-source", "l-tfprov-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-tfprov-1", root, "2025-05-18T09:30:00Z", "feat/monitoring-module",
        user("I split the Grafana folders/dashboards into modules/monitoring. Init and plan dev."),
        err("terraform init",
            "Initializing modules...\n- monitoring in modules/monitoring\n\nInitializing provider plugins...\n"
            "- Finding grafana/grafana versions matching \"~> 3.0\"...\n- Finding latest version of "
            "hashicorp/grafana...\n" + _tf_no_provider("grafana", "grafana")),
        write(f"{root}/modules/monitoring/versions.tf",
              "terraform {\n  required_providers {\n    grafana = {\n      source  = \"grafana/grafana\"\n"
              "      version = \"~> 3.0\"\n    }\n  }\n}\n"),
        ok("terraform init >/dev/null && terraform plan -var-file=envs/dev.tfvars | tail -n 1",
           "Plan: 6 to add, 0 to change, 0 to destroy.\n"),
        say("modules/monitoring now declares grafana/grafana; plan adds the 6 folder/dashboard resources."),
    )
    T.pair("t53-tf-module-provider-source", "l-tfprov-1", "recurred",
           "another child module (grafana) without required_providers: hashicorp/grafana not found, then fixed")

    T.later(
        "l-tfprov-2", "/home/ines/infra/edge-tofu", "2025-06-17T14:10:00Z", "main",
        user("edge-tofu uses OpenTofu. tofu init fails since Marek added modules/crds — can you fix it?"),
        err("tofu init",
            "Initializing modules...\n- crds in modules/crds\n\nInitializing provider plugins...\n"
            "- Finding latest version of hashicorp/kubectl...\n- Finding gavinbunney/kubectl versions matching "
            "\"1.14.0\"...\n" + _tf_no_provider("kubectl", "gavinbunney", "registry.opentofu.org", "tofu")),
        write("/home/ines/infra/edge-tofu/modules/crds/versions.tf",
              "terraform {\n  required_providers {\n    kubectl = {\n      source = \"gavinbunney/kubectl\"\n"
              "    }\n  }\n}\n"),
        ok("tofu init | tail -n 1", "OpenTofu has been successfully initialized!\n"),
        say("modules/crds declares gavinbunney/kubectl now; tofu init succeeds."),
    )
    T.pair("t53-tf-module-provider-source", "l-tfprov-2", "recurred",
           "OpenTofu init: the same missing hashicorp/kubectl for a module without the mapping")

    T.later(
        "l-tfprov-3", root, "2025-06-01T11:00:00Z", "feat/dbusers-module",
        user("Create modules/dbusers for Postgres roles with the cyrilgdn/postgresql provider, wire it into dev, "
             "and init."),
        write(f"{root}/modules/dbusers/versions.tf",
              "terraform {\n  required_providers {\n    postgresql = {\n      source  = \"cyrilgdn/postgresql\"\n"
              "      version = \"~> 1.22\"\n    }\n  }\n}\n"),
        write(f"{root}/modules/dbusers/main.tf",
              "resource \"postgresql_role\" \"app\" {\n  for_each = toset(var.roles)\n  name     = each.key\n"
              "  login    = true\n}\n"),
        ok("terraform init | tail -n 4",
           "- Installing cyrilgdn/postgresql v1.22.0...\n- Installed cyrilgdn/postgresql v1.22.0 (self-signed, key "
           "ID 3918DD444A3876A6)\n\nTerraform has been successfully initialized!\n"),
        say("modules/dbusers declares its provider source up front; init installs cyrilgdn/postgresql."),
    )
    T.pair("t53-tf-module-provider-source", "l-tfprov-3", "applied",
           "the new module gets its own required_providers for a third-party provider before init")

    T.later(
        "l-tfprov-4", root, "2025-05-25T08:15:00Z", "chore/helm-provider",
        user("Bump the helm provider constraint to ~> 2.14 and plan."),
        edit(f"{root}/versions.tf", "version = \"~> 2.12\"", "version = \"~> 2.14\""),
        err("terraform plan -var-file=envs/dev.tfvars",
            "╷\n│ Error: Inconsistent dependency lock file\n│ \n│ The following dependency selections recorded in the "
            "lock file are inconsistent with the current configuration:\n│   - provider registry.terraform.io/"
            "hashicorp/helm: locked version selection 2.13.2 doesn't match the updated version constraints "
            "\"~> 2.14\"\n│ \n│ To update the locked dependency selections to match a changed configuration, run:\n"
            "│   terraform init -upgrade\n╵\n"),
        ok("terraform init -upgrade >/dev/null && terraform plan -var-file=envs/dev.tfvars | tail -n 1",
           "No changes. Your infrastructure matches the configuration.\n"),
        say("Lock file updated to helm 2.14.x; no changes planned."),
    )
    T.pair("t53-tf-module-provider-source", "l-tfprov-4", "neither",
           "inconsistent dependency lock file: a different terraform error")

    T.later(
        "l-tfprov-5", root, "2025-06-24T16:00:00Z", "docs/modules",
        user("Write docs/modules.md with the conventions for our modules — include the provider source thing "
             "from the addons module. Docs only."),
        write(f"{root}/docs/modules.md",
              "# Module conventions\n\n- Every module has a versions.tf.\n- A module that uses a provider outside "
              "the hashicorp namespace (gavinbunney/kubectl, grafana/grafana, ...) declares it in its own "
              "required_providers; the root's mapping is not inherited.\n"),
        say("docs/modules.md written."),
    )
    T.pair("t53-tf-module-provider-source", "l-tfprov-5", "neither",
           "the rule only written into a doc; no init or module change run")


# ---------------------------------------------------------------------------------------------------------------
# 14. Vitest does not inject describe/it/expect unless globals is on (project, prose-only fix)
# ---------------------------------------------------------------------------------------------------------------
def _vitest_undefined(root: str, files: list[tuple[str, str, str]]) -> str:
    out = [f"\n RUN  v1.6.0 {root}\n"]
    out += [f" ❯ {path} (0 test)" for path, _, _ in files]
    out.append(f"\n⎯⎯⎯⎯⎯⎯ Failed Suites {len(files)} ⎯⎯⎯⎯⎯⎯⎯\n")
    for path, first, second in files:
        out += [f" FAIL  {path} [ {path} ]", "ReferenceError: describe is not defined", f" ❯ {path}:3:1",
                f"      1| {first}", "      2| ", f"      3| {second}", "       | ^", ""]
    out += [f" Test Files  {len(files)} failed ({len(files)})", "      Tests  no tests",
            "   Start at  10:14:02", "   Duration  612ms", ""]
    return "\n".join(out)


def fill_vitest_globals() -> None:
    root = "/home/priya/web/dashboard"
    T.source(
        "s-vitest-globals", root, "2025-04-30T09:30:00Z", "chore/jest-to-vitest",
        user("Finish the jest → vitest switch: jest is uninstalled and vitest 1.6 is in devDependencies. Get "
             "npm test green without rewriting every test file."),
        read(f"{root}/vitest.config.ts",
             "import { defineConfig } from 'vitest/config'\nimport react from '@vitejs/plugin-react'\n\n"
             "export default defineConfig({\n  plugins: [react()],\n  test: {\n    environment: 'jsdom',\n  },\n})\n"),
        err("npm test",
            "\n> dashboard@0.9.0 test\n> vitest run\n"
            + _vitest_undefined(root, [
                ("src/utils/format.test.ts", "import { formatPrice } from './format'",
                 "describe('formatPrice', () => {"),
                ("src/hooks/useFilters.test.ts", "import { renderHook } from '@testing-library/react'",
                 "describe('useFilters', () => {")])),
        say("Jest injects describe/it/expect as globals; Vitest only does so when test.globals is true (otherwise "
            "they must be imported from 'vitest'). Turning globals on, and adding vitest/globals to the tsconfig "
            "types so tsc knows about them."),
        edit(f"{root}/vitest.config.ts", "    environment: 'jsdom',\n",
             "    environment: 'jsdom',\n    globals: true,\n"),
        edit(f"{root}/tsconfig.json", "\"types\": [\"@testing-library/jest-dom\"]",
             "\"types\": [\"vitest/globals\", \"@testing-library/jest-dom\"]"),
        ok("npm test",
           f"\n> dashboard@0.9.0 test\n> vitest run\n\n\n RUN  v1.6.0 {root}\n\n"
           " ✓ src/utils/format.test.ts  (4 tests) 3ms\n ✓ src/hooks/useFilters.test.ts  (6 tests) 21ms\n\n"
           " Test Files  2 passed (2)\n      Tests  10 passed (10)\n   Start at  09:33:41\n"
           "   Duration  1.12s (transform 96ms, setup 0ms, collect 188ms, tests 24ms, environment 702ms, "
           "prepare 221ms)\n\n"),
    )
    T.lesson(
        "t53-vitest-globals", "project", "en", "s-vitest-globals", "test_strategy",
        "Jest-style tests under Vitest need test.globals: true (or explicit imports)",
        "After moving the dashboard's tests from Jest to Vitest, every suite fails with \"ReferenceError: "
        "describe is not defined\" and no test runs.",
        "The test files are unchanged and worked under Jest, so it looks like a broken Vitest install or config "
        "path.",
        "Jest injects describe/it/expect as globals; Vitest exposes them only when test.globals is enabled.",
        "Set globals: true in the test block of vitest.config.ts (and add \"vitest/globals\" to tsconfig "
        "types), or pass --globals on the command line, or import { describe, it, expect } from 'vitest' in "
        "each test file.",
        ["`npm test` (vitest run) failed every suite with \"ReferenceError: describe is not defined\"",
         "after adding `globals: true,` to vitest.config.ts `npm test` reported \"Tests  10 passed (10)\""],
    )

    T.later(
        "l-vitest-1", "/home/priya/web/dashboard", "2025-05-19T13:00:00Z", "chore/ui-vitest",
        user("Now move packages/ui off jest too. Its config is packages/ui/vitest.config.ts; run its tests."),
        err("npx vitest run --root packages/ui",
            _vitest_undefined("/home/priya/web/dashboard/packages/ui", [
                ("src/Button.test.tsx", "import { render, screen } from '@testing-library/react'",
                 "describe('Button', () => {")])),
        say("Same as the app: the ui package's config doesn't enable globals."),
        edit("/home/priya/web/dashboard/packages/ui/vitest.config.ts", "    environment: 'jsdom',\n",
             "    environment: 'jsdom',\n    globals: true,\n"),
        ok("npx vitest run --root packages/ui",
           "\n RUN  v1.6.0 /home/priya/web/dashboard/packages/ui\n\n ✓ src/Button.test.tsx  (5 tests) 38ms\n\n"
           " Test Files  1 passed (1)\n      Tests  5 passed (5)\n"),
    )
    T.pair("t53-vitest-globals", "l-vitest-1", "recurred",
           "packages/ui under Vitest: describe is not defined again, then globals: true")

    T.later(
        "l-vitest-2", "/home/priya/web/checkout", "2025-06-02T10:45:00Z", "ci/junit",
        user("Add a CI test script for checkout that writes JUnit XML to reports/. Its tests are still jest-style "
             "and I don't want to touch its config in this PR."),
        write("/home/priya/web/checkout/scripts/ci-test.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\nmkdir -p reports\n"
              "npx vitest run --globals --reporter=junit --outputFile=reports/junit.xml\n"),
        ok("bash scripts/ci-test.sh && grep -o 'tests=\"[0-9]*\" failures=\"[0-9]*\"' reports/junit.xml | head -1",
           "JUNIT report written to /home/priya/web/checkout/reports/junit.xml\ntests=\"31\" failures=\"0\"\n"),
        say("scripts/ci-test.sh runs vitest with --globals and writes reports/junit.xml (31 tests, 0 failures)."),
    )
    T.pair("t53-vitest-globals", "l-vitest-2", "applied", "CI script runs vitest with --globals; jest-style tests pass")

    T.later(
        "l-vitest-3", "/home/priya/web/charts-lib", "2025-06-24T09:10:00Z", "feat/axis-ticks",
        user("Add tests for niceTicks() in charts-lib (it uses vitest with the default config)."),
        write("/home/priya/web/charts-lib/src/niceTicks.test.ts",
              "import { describe, it, expect } from 'vitest'\nimport { niceTicks } from './niceTicks'\n\n"
              "describe('niceTicks', () => {\n  it('rounds to 1-2-5 steps', () => {\n"
              "    expect(niceTicks(0, 97, 5)).toEqual([0, 20, 40, 60, 80, 100])\n  })\n})\n"),
        ok("npx vitest run src/niceTicks.test.ts",
           "\n RUN  v1.6.0 /home/priya/web/charts-lib\n\n ✓ src/niceTicks.test.ts  (1 test) 2ms\n\n"
           " Test Files  1 passed (1)\n      Tests  1 passed (1)\n"),
        say("niceTicks test added and passing."),
    )
    T.pair("t53-vitest-globals", "l-vitest-3", "applied",
           "new test imports describe/it/expect from 'vitest' with globals off; passes")

    T.later(
        "l-vitest-4", "/home/priya/web/dashboard", "2025-05-12T15:20:00Z", "chore/jest-to-vitest",
        user("A few tests still fail after the switch, fix them."),
        err("npm test",
            "\n> dashboard@0.9.0 test\n> vitest run\n\n RUN  v1.6.0 /home/priya/web/dashboard\n\n"
            " ❯ src/api/orders.test.ts  (3 tests | 3 failed) 9ms\n   × fetchOrders > retries once on 503\n"
            "     → jest is not defined\n\n FAIL  src/api/orders.test.ts > fetchOrders > retries once on 503\n"
            "ReferenceError: jest is not defined\n ❯ src/api/orders.test.ts:6:18\n"
            "      6| const fetchMock = jest.fn()\n\n Test Files  1 failed | 2 passed (3)\n"),
        edit("/home/priya/web/dashboard/src/api/orders.test.ts", "const fetchMock = jest.fn()",
             "const fetchMock = vi.fn()"),
        ok("npm test", "\n Test Files  3 passed (3)\n      Tests  13 passed (13)\n"),
        say("jest.fn() was replaced by vi.fn(); all 13 tests pass."),
    )
    T.pair("t53-vitest-globals", "l-vitest-4", "neither", "jest is not defined (jest.fn): a different error")

    T.later(
        "l-vitest-5", "/home/priya/web/dashboard", "2025-06-16T11:40:00Z", "feat/orders-hook",
        user("Run the new useOrders test."),
        err("npx vitest run src/hooks/useOrders.test.ts",
            "\n RUN  v1.6.0 /home/priya/web/dashboard\n\n ❯ src/hooks/useOrders.test.ts (0 test)\n\n"
            "⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/hooks/useOrders.test.ts [ src/hooks/useOrders.test.ts ]\n"
            "Error: Failed to resolve import \"@/lib/api\" from \"src/hooks/useOrders.ts\". Does the file exist?\n"),
        edit("/home/priya/web/dashboard/vitest.config.ts", "  plugins: [react()],\n",
             "  plugins: [react()],\n  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },\n"),
        ok("npx vitest run src/hooks/useOrders.test.ts", "\n ✓ src/hooks/useOrders.test.ts  (3 tests) 17ms\n"),
        say("Vitest didn't know the @ alias from tsconfig; added it to vitest.config.ts."),
    )
    T.pair("t53-vitest-globals", "l-vitest-5", "neither", "unresolved @ import alias: a different Vitest error")

    T.later(
        "l-vitest-6", "/home/priya/web/dashboard", "2025-07-03T08:30:00Z", "docs/migration",
        user("Aiko's PR comment says her branch shows \"ReferenceError: describe is not defined\". Don't run "
             "anything, just add a section to docs/testing.md about the vitest setup."),
        edit("/home/priya/web/dashboard/docs/testing.md", "## Running tests\n",
             "## Running tests\n\nVitest only provides describe/it/expect as globals because vitest.config.ts sets "
             "`globals: true`. Rebase onto main if your branch predates it.\n"),
        say("docs/testing.md explains the globals setting."),
    )
    T.pair("t53-vitest-globals", "l-vitest-6", "neither",
           "error quoted from a PR comment; the setting only described in a doc")


# ---------------------------------------------------------------------------------------------------------------
# 15. RedisJSON commands need a Redis with the JSON module (redis-stack-server) (project)
# ---------------------------------------------------------------------------------------------------------------
def _json_set_fail(root: str, keys: list[tuple[str, str]], passed: int) -> str:
    lines = ["F" * len(keys) + "." * passed + " " * 66 + "[100%]",
             "=================================== FAILURES ===================================",
             "__________________________ test_put_and_get_product ___________________________", "",
             "    def test_put_and_get_product(cache):", ">       cache.put_product(\"A1\", {\"sku\": \"A1\", "
             "\"price\": 1200})", "", f"{root}/.venv/lib/python3.12/site-packages/redis/_parsers/resp2.py:15: in "
             "read_response", "    result = self._read_response(disable_decoding=disable_decoding)"]
    for key, doc in keys[:1]:
        lines.append(f"E   redis.exceptions.ResponseError: unknown command 'JSON.SET', with args beginning with: "
                     f"'{key}' '$' '{doc}' ")
    lines.append("=========================== short test summary info ============================")
    for test, (key, doc) in zip(("test_put_and_get_product", "test_price_update"), keys):
        lines.append(f"FAILED tests/test_cache.py::{test} - redis.exceptions.ResponseError: unknown command "
                     f"'JSON.SET', with args beginning with: '{key}' '$' '{doc}' ")
    lines.append(f"{len(keys)} failed, {passed} passed in 0.21s")
    return "\n".join(lines) + "\n"


def fill_redis_json() -> None:
    root = "/home/felix/src/catalog-cache"
    T.source(
        "s-redis-json", root, "2025-05-02T12:00:00Z", "feat/json-cache",
        user("I switched the product cache to RedisJSON (r.json().set / .get). Run the cache tests against the "
             "compose redis."),
        ok("docker compose up -d redis", "[+] Running 1/1\n ✔ Container catalog-cache-redis-1  Started\n"),
        err(".venv/bin/pytest tests/test_cache.py -q",
            _json_set_fail(root, [("product:A1", "{\"sku\": \"A1\", \"price\": 1200}"),
                                  ("product:A2", "{\"sku\": \"A2\", \"price\": 800}")], 1)),
        ok("grep -n image compose.yaml", "4:    image: redis:7.2-alpine\n"),
        say("JSON.SET/JSON.GET come from the RedisJSON module; the plain redis:7.2-alpine image doesn't load it. "
            "The redis/redis-stack-server image is Redis with the Stack modules (JSON, Search) loaded."),
        edit(f"{root}/compose.yaml", "    image: redis:7.2-alpine", "    image: redis/redis-stack-server:7.2.0-v13"),
        ok("docker compose up -d redis && .venv/bin/pytest tests/test_cache.py -q",
           "[+] Running 2/2\n ✔ redis Pulled\n ✔ Container catalog-cache-redis-1  Started\n"
           "..." + " " * 69 + "[100%]\n3 passed in 0.19s\n"),
    )
    T.lesson(
        "t53-redis-json-module", "project", "en", "s-redis-json", "env_setup",
        "catalog-cache's RedisJSON calls need redis-stack-server, not the plain redis image",
        "Cache tests fail with \"redis.exceptions.ResponseError: unknown command 'JSON.SET'\" against the "
        "compose Redis.",
        "The connection works and plain GET/SET pass, so it looks like a redis-py API misuse.",
        "JSON.* commands are provided by the RedisJSON module, which the official redis:7 images do not load.",
        "Run a Redis that has the JSON module wherever the cache code runs (compose, CI, scripts): the "
        "redis/redis-stack-server image, or redis-server --loadmodule with the RedisJSON library.",
        ["`.venv/bin/pytest tests/test_cache.py -q` failed with \"unknown command 'JSON.SET', with args "
         "beginning with: 'product:A1'\"",
         "`grep -n image compose.yaml` showed \"image: redis:7.2-alpine\"",
         "after switching compose to redis/redis-stack-server the tests printed \"3 passed in 0.19s\""],
    )

    T.later(
        "l-redisjson-0", root, "2025-04-27T15:00:00Z", "spike/json",
        user("Quick spike: is RedisJSON faster than pickling the product dict into a string key? Use a throwaway "
             "container."),
        ok("docker run -d --rm --name rj -p 6390:6379 redis/redis-stack-server:7.2.0-v13 && sleep 2 && "
           ".venv/bin/python spikes/json_vs_pickle.py --port 6390",
           "b81f0c2d9e3a\njson.set+get  10000 ops  0.91s\npickle set+get 10000 ops  0.84s\n"),
        ok("docker stop rj", "rj\n"),
        say("Roughly a wash for whole-document reads; JSON wins once we update single fields with JSON.SET paths."),
    )
    T.pair("t53-redis-json-module", "l-redisjson-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-redisjson-1", root, "2025-05-23T07:20:00Z", "ci/test-script",
        user("scripts/ci-test.sh is what the Jenkins agent runs. Run it here; the agent says tests fail."),
        read(f"{root}/scripts/ci-test.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\ndocker run -d --rm --name ci-redis -p 6379:6379 redis:7\n"
             "trap 'docker stop ci-redis' EXIT\nsleep 2\n.venv/bin/pytest -q\n"),
        err("bash scripts/ci-test.sh",
            "Unable to find image 'redis:7' locally\n7: Pulling from library/redis\nStatus: Downloaded newer image "
            "for redis:7\n3f9a1c2b7d4e\n"
            + _json_set_fail(root, [("product:A1", "{\"sku\": \"A1\", \"price\": 1200}"),
                                    ("product:A2", "{\"sku\": \"A2\", \"price\": 800}")], 4)
            + "ci-redis\n"),
        edit(f"{root}/scripts/ci-test.sh", "-p 6379:6379 redis:7", "-p 6379:6379 redis/redis-stack-server:7.2.0-v13"),
        ok("bash scripts/ci-test.sh", "5e2d8c1a0b9f\n......" + " " * 66 + "[100%]\n6 passed in 0.33s\nci-redis\n"),
        say("The CI script started plain redis:7; it now uses redis-stack-server like compose."),
    )
    T.pair("t53-redis-json-module", "l-redisjson-1", "recurred",
           "the CI script's plain redis:7 gives unknown command 'JSON.SET' again, then redis-stack-server")

    T.later(
        "l-redisjson-2", "/home/felix/src/session-store", "2025-06-07T09:40:00Z", "main",
        user("New service session-store keeps sessions as RedisJSON docs. Write its compose.yaml with a Redis for "
             "dev and run the tests."),
        write("/home/felix/src/session-store/compose.yaml",
              "services:\n  redis:\n    image: redis/redis-stack-server:7.2.0-v13\n    ports:\n"
              "      - \"6379:6379\"\n"),
        ok("docker compose up -d redis && .venv/bin/pytest -q",
           "[+] Running 1/1\n ✔ Container session-store-redis-1  Started\n"
           "........" + " " * 64 + "[100%]\n8 passed in 0.27s\n"),
        say("compose.yaml uses redis-stack-server so JSON.* works; 8 tests pass."),
    )
    T.pair("t53-redis-json-module", "l-redisjson-2", "applied",
           "the new service's compose uses redis-stack-server from the start; JSON tests pass")

    T.later(
        "l-redisjson-3", root, "2025-06-13T14:25:00Z", "feat/json-cache",
        user("Tests pass in CI but fail on my dev redis. Check?"),
        err(".venv/bin/pytest tests/test_cache.py -q",
            "F.." + " " * 69 + "[100%]\n=========================== short test summary info "
            "============================\nFAILED tests/test_cache.py::test_put_and_get_product - "
            "redis.exceptions.ResponseError: WRONGTYPE Operation against a key holding the wrong kind of value\n"
            "1 failed, 2 passed in 0.18s\n"),
        ok("docker compose exec -T redis redis-cli TYPE product:A1", "string\n"),
        say("product:A1 is an old pickled string key from before the switch to JSON. Flushing the dev DB."),
        ok("docker compose exec -T redis redis-cli FLUSHDB && .venv/bin/pytest tests/test_cache.py -q",
           "OK\n..." + " " * 69 + "[100%]\n3 passed in 0.17s\n"),
    )
    T.pair("t53-redis-json-module", "l-redisjson-3", "neither",
           "WRONGTYPE from a stale string key: a different error on a Redis that has the module")

    T.later(
        "l-redisjson-4", root, "2025-06-30T08:05:00Z", "main",
        user("Run the cache tests."),
        err(".venv/bin/pytest tests/test_cache.py -q",
            "EEE" + " " * 69 + "[100%]\nERROR tests/test_cache.py::test_put_and_get_product - "
            "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.\n"
            "3 errors in 0.05s\n"),
        ok("docker compose up -d redis && .venv/bin/pytest tests/test_cache.py -q",
           "[+] Running 1/1\n ✔ Container catalog-cache-redis-1  Started\n..." + " " * 69 + "[100%]\n"
           "3 passed in 0.19s\n"),
        say("Redis wasn't running; started it and the tests pass."),
    )
    T.pair("t53-redis-json-module", "l-redisjson-4", "neither",
           "connection refused with Redis stopped: a different error; the existing compose image is just started")


FILLS = [fill_tf_provider, fill_vitest_globals, fill_redis_json]
