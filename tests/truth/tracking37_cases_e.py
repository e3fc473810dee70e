"""Cases of the thirty-seventh tracking corpus (see tracking37_cases.py for the labelling rules): clang-format older
than the keys of .clang-format, mawk without gawk's functions (Korean), and the OpenTelemetry Collector's removed
logging exporter (a prose-only fix); and a few later sessions that touch two lessons at once."""
from __future__ import annotations

from tests.truth.tracking37_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- clang-format older than the config -------------------------------------------------------------------------


def unknown_key(path: str, line: int, key: str, value: str = "true") -> str:
    return (f"{path}:{line}:1: error: unknown key '{key}'\n{key}: {value}\n^~~~~~~~~~~~~~~~~~\n"
            f"Error reading {path}: Invalid argument")


def clangformat() -> None:
    cfg = "/home/nina/src/rtmix/.clang-format"
    T.source(
        "s-clangformat-version", "/home/nina/src/rtmix", "2026-04-19T19:00:00Z", "feat/resampler",
        user("check formatting of src/ before I push, CI uses clang-format too"),
        err("clang-format --dry-run --Werror src/*.cc src/*.h", unknown_key(cfg, 17, "InsertNewlineAtEOF")),
        ok("clang-format --version; ls /usr/bin/clang-format-*; grep -n clang-format .github/workflows/ci.yml",
           "Ubuntu clang-format version 14.0.0-1ubuntu1.1\n/usr/bin/clang-format-14\n/usr/bin/clang-format-17\n"
           "23:          clang-format-version: '17'"),
        say("The default clang-format here is 14, and .clang-format uses InsertNewlineAtEOF, which only exists from "
            "16. CI runs 17, so I'll use the same version instead of deleting keys."),
        ok("clang-format-17 --dry-run --Werror src/*.cc src/*.h && echo clean", "clean"),
    )
    T.lesson(
        "t37-clang-format-version", "project", "en", "s-clangformat-version", "workflow",
        "An older clang-format rejects newer keys in .clang-format",
        "`clang-format --dry-run --Werror` fails before formatting anything: `error: unknown key "
        "'InsertNewlineAtEOF'` then `Error reading .../.clang-format: Invalid argument`.",
        "It looks like a typo in the config, and deleting the key makes it run but formats differently from CI.",
        "The distro's default clang-format (14) is older than the version the config was written for; keys added "
        "in later releases are unknown to it.",
        "Run the clang-format version the config and CI use: `clang-format-17` from the distro, the pip/pipx "
        "`clang-format==17.*` wheel, or the pre-commit mirrors-clang-format hook pinned to v17.",
        ["`error: unknown key 'InsertNewlineAtEOF'`", "`Ubuntu clang-format version 14.0.0-1ubuntu1.1`",
         "`clang-format-17 --dry-run --Werror src/*.cc src/*.h && echo clean`"],
    )

    T.later(
        "l-clangformat-pipx", "/Users/nina/src/rtmix", "2026-04-26T20:10:00Z", "feat/limiter",
        user("format the limiter files, on the mac, same clang-format as CI"),
        ok("pipx run --spec clang-format==17.0.6 clang-format -i src/limiter.cc src/limiter.h && git diff --stat",
           " src/limiter.cc | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)"),
    )
    T.pair("t37-clang-format-version", "l-clangformat-pipx", "applied",
           "the pip clang-format 17 wheel is run through pipx, matching the config, and formats")

    T.later(
        "l-clangformat-precommit", "/home/nina/src/rtmix", "2026-05-03T18:30:00Z", "chore/pre-commit",
        user("add a pre-commit hook for clang-format at the CI version and run it on everything"),
        write("/home/nina/src/rtmix/.pre-commit-config.yaml",
              "repos:\n  - repo: https://github.com/pre-commit/mirrors-clang-format\n    rev: v17.0.6\n    hooks:\n"
              "      - id: clang-format\n        types_or: [c++, c]\n"),
        ok("pre-commit run clang-format --all-files", "clang-format.............................................."
           "...............Passed"),
    )
    T.pair("t37-clang-format-version", "l-clangformat-precommit", "applied",
           "the mirrors-clang-format hook pinned to v17 runs on all files and passes")

    T.later(
        "l-clangformat-ci-image", "/home/nina/src/rtmix", "2026-05-10T17:15:00Z", "ci/lint-image",
        user("try the lint step in the silkeh/clang:14 image the old pipeline used"),
        err("docker run --rm -v \"$PWD\":/src -w /src silkeh/clang:14 clang-format --dry-run --Werror src/mixer.cc",
            unknown_key("/src/.clang-format", 17, "InsertNewlineAtEOF")),
        say("Same as on the dev box: that image's clang-format 14 doesn't know InsertNewlineAtEOF. The lint step "
            "needs the 17 image."),
    )
    T.pair("t37-clang-format-version", "l-clangformat-ci-image", "recurred",
           "clang-format 14 in the old CI image rejects InsertNewlineAtEOF again")

    T.later(
        "l-clangformat-18key", "/home/nina/src/dspcore", "2026-05-17T21:05:00Z", "feat/concepts",
        user("dspcore's .clang-format was updated upstream; reformat include/ with it"),
        err("clang-format-17 -i include/dsp/*.hpp",
            unknown_key("/home/nina/src/dspcore/.clang-format", 9, "AllowShortCompoundRequirementOnASingleLine")),
        ok("pipx run --spec clang-format==18.1.8 clang-format -i include/dsp/*.hpp && git diff --stat | tail -1",
           " 7 files changed, 31 insertions(+), 29 deletions(-)"),
    )
    T.pair("t37-clang-format-version", "l-clangformat-18key", "recurred",
           "clang-format 17 rejects a clang-format 18 key in another repo, fixed after with an 18 wheel")

    T.later(
        "l-clangformat-violations", "/Users/nina/src/rtmix", "2026-05-21T19:40:00Z", "feat/eq",
        user("why does the format check fail on my eq branch?"),
        err("clang-format --version && clang-format --dry-run --Werror src/eq.cc",
            "Homebrew clang-format version 18.1.5\nsrc/eq.cc:41:3: error: code should be clang-formatted "
            "[-Wclang-format-violations]\n  for(int i=0;i<n;++i) {\n  ^"),
        ok("clang-format -i src/eq.cc && clang-format --dry-run --Werror src/eq.cc && echo clean", "clean"),
    )
    T.pair("t37-clang-format-version", "l-clangformat-violations", "neither",
           "a current clang-format reads the config fine; the failure is ordinary formatting violations")

    T.later(
        "l-clangformat-dump", "/home/nina/src/newsynth", "2026-05-29T16:00:00Z", "main",
        user("start a .clang-format for newsynth from LLVM style with 4-space indents"),
        ok("clang-format-17 -style='{BasedOnStyle: LLVM, IndentWidth: 4}' -dump-config > .clang-format && "
           "grep -c ':' .clang-format", "171"),
    )
    T.pair("t37-clang-format-version", "l-clangformat-dump", "neither",
           "clang-format is used to dump a new config; no formatting check and no failure")


# --- mawk without gawk's functions (Korean) ---------------------------------------------------------------------

GENSUB_FAIL = "awk: line 1: function gensub never defined"


def mawk() -> None:
    T.source(
        "s-mawk-gensub", "/home/jiwoo/ops/logs", "2026-04-20T00:30:00Z", "main",
        user("api-access.log에서 응답시간(ms) 가장 느린 3개 뽑아줘. 5번째 필드가 '231ms' 형식이야"),
        err("awk '{ print gensub(/([0-9]+)ms/, \"\\\\1\", \"g\", $5) }' api-access.log | sort -n | tail -3",
            GENSUB_FAIL, 2),
        ok("readlink -f \"$(command -v awk)\"; dpkg -l gawk 2>/dev/null | tail -1 || true", "/usr/bin/mawk"),
        say("이 서버의 awk는 mawk라서 gawk 확장 함수(gensub 등)가 없습니다. gawk를 설치해서 명시적으로 쓰겠습니다."),
        ok("sudo apt-get install -y gawk >/dev/null && gawk '{ print gensub(/([0-9]+)ms/, \"\\\\1\", \"g\", $5) }' "
           "api-access.log | sort -n | tail -3", "2281\n3904\n5120"),
    )
    T.lesson(
        "t37-mawk-gawk", "project", "ko", "s-mawk-gensub", "workflow",
        "Debian/Ubuntu 기본 awk(mawk)에는 gensub 같은 gawk 함수가 없음",
        "`awk '{ print gensub(...) }'`가 `awk: line 1: function gensub never defined`로 실패함.",
        "문법 오류처럼 보이지만 스크립트는 gawk에서 정상. `awk`가 어떤 구현인지 확인하지 않으면 헤맴.",
        "Debian/Ubuntu의 기본 awk는 mawk이고 gensub, asort, asorti, strftime 확장 등 gawk 전용 함수를 지원하지 않음.",
        "gawk를 설치하고 `gawk`로 명시해서 실행하거나(`#!/usr/bin/gawk -f` 포함), "
        "`sudo update-alternatives --set awk /usr/bin/gawk`로 awk 자체를 gawk로 바꿈.",
        ["`awk: line 1: function gensub never defined`", "`/usr/bin/mawk`",
         "`sudo apt-get install -y gawk >/dev/null && gawk '{ print gensub(/([0-9]+)ms/, \"\\\\1\", \"g\", $5) }'`"],
    )

    T.later(
        "l-mawk-gawk-asorti", "/home/jiwoo/ops/logs", "2026-04-27T01:00:00Z", "main",
        user("엔드포인트별 요청 수를 이름순으로 정렬해서 보여줘"),
        ok("gawk '{ c[$7]++ } END { n = asorti(c, k); for (i = 1; i <= n; i++) print k[i], c[k[i]] }' "
           "api-access.log | head -4", "/api/v2/cart 1822\n/api/v2/checkout 411\n/api/v2/login 3096\n"
           "/api/v2/products 20144"),
    )
    T.pair("t37-mawk-gawk", "l-mawk-gawk-asorti", "applied",
           "gawk is called by name for asorti, and it works")

    T.later(
        "l-mawk-alternatives", "/home/jiwoo/ops/logs", "2026-05-04T02:20:00Z", "chore/awk-default",
        user("스크립트들이 awk를 그냥 부르니까 이 서버 기본 awk를 gawk로 바꿔줘"),
        ok("sudo update-alternatives --set awk /usr/bin/gawk && awk --version | head -1",
           "update-alternatives: using /usr/bin/gawk to provide /usr/bin/awk (awk) in manual mode\n"
           "GNU Awk 5.2.1, API 3.2, PMA Avon 8-g1, (GNU MPFR 4.2.1, GNU MP 6.3.0)"),
        ok("./bin/slow-requests.sh api-access.log | head -2", "5120 /api/v2/checkout\n3904 /api/v2/cart"),
    )
    T.pair("t37-mawk-gawk", "l-mawk-alternatives", "applied",
           "update-alternatives makes awk gawk, and the awk script then runs")

    T.later(
        "l-mawk-asort-recur", "/home/jiwoo/ops/metrics", "2026-05-11T03:10:00Z", "feat/p95",
        user("latency.tsv 두 번째 열로 p95 계산해줘"),
        err("awk -F'\\t' '{ v[NR] = $2 } END { n = asort(v); print v[int(n * 0.95)] }' latency.tsv",
            "awk: line 1: function asort never defined", 2),
        ok("gawk -F'\\t' '{ v[NR] = $2 } END { n = asort(v); print v[int(n * 0.95)] }' latency.tsv", "842"),
    )
    T.pair("t37-mawk-gawk", "l-mawk-asort-recur", "recurred",
           "mawk fails on asort (another gawk-only function) before gawk is used")

    T.later(
        "l-mawk-ssh-recur", "/home/jiwoo/ops/logs", "2026-05-18T00:45:00Z", "main",
        user("web-03에서도 같은 방식으로 느린 요청 뽑아줘"),
        err("ssh web-03 \"awk '{ print gensub(/([0-9]+)ms/, \\\"\\\\\\\\1\\\", \\\"g\\\", \\$5) }' "
            "/var/log/api/access.log | sort -n | tail -3\"", GENSUB_FAIL, 2),
        say("web-03도 기본 awk가 mawk입니다. gawk를 설치해도 될까요?"),
    )
    T.pair("t37-mawk-gawk", "l-mawk-ssh-recur", "recurred",
           "on web-03 mawk again reports function gensub never defined")

    T.later(
        "l-mawk-syntax", "/home/jiwoo/ops/logs", "2026-05-25T02:00:00Z", "main",
        user("상태코드별 개수"),
        err("awk '{ c[$9]++ } END { for (s in c) print s, c[s] }}' api-access.log",
            "awk: line 1: syntax error at or near }", 2),
        ok("awk '{ c[$9]++ } END { for (s in c) print s, c[s] }' api-access.log | sort",
           "200 48211\n301 902\n404 377\n500 12"),
    )
    T.pair("t37-mawk-gawk", "l-mawk-syntax", "neither",
           "awk fails on a stray brace, a syntax error that has nothing to do with gawk functions")

    T.later(
        "l-mawk-early", "/home/jiwoo/ops/logs", "2026-04-02T00:10:00Z", "main",
        user("느린 요청"),
        err("awk '{ print gensub(/ms/, \"\", \"g\", $5) }' api-access.log | sort -n | tail -3", GENSUB_FAIL, 2),
    )
    T.pair("t37-mawk-gawk", "l-mawk-early", "neither", "dated before the lesson's source session")


# --- the OpenTelemetry Collector's removed logging exporter (prose-only fix) ------------------------------------

def no_logging(cid: str = "logging") -> str:
    return ("Error: failed to get config: cannot unmarshal the configuration: decoding failed due to the following "
            f"error(s):\n\nerror decoding 'exporters': unknown type: \"logging\" for id: \"{cid}\" (valid values: "
            "[nop otlp otlphttp debug file kafka prometheus prometheusremotewrite loadbalancing])\n"
            "2026/04/21 08:02:11 collector server run finished with error: failed to get config: cannot unmarshal "
            "the configuration")


def otel() -> None:
    T.source(
        "s-otel-debug-exporter", "/home/ana/obs/stack", "2026-04-21T08:00:00Z", "chore/otel-0.111",
        user("bump the collector to 0.111.0 in compose and restart it"),
        edit("/home/ana/obs/stack/compose.yaml", "otel/opentelemetry-collector-contrib:0.104.0",
             "otel/opentelemetry-collector-contrib:0.111.0"),
        err("docker compose up otel --no-log-prefix 2>&1 | tail -6", no_logging()),
        read("/home/ana/obs/stack/otel/config.yaml",
             "exporters:\n  logging:\n    loglevel: debug\n  otlp/tempo:\n    endpoint: tempo:4317\n"
             "service:\n  pipelines:\n    traces:\n      receivers: [otlp]\n      exporters: [otlp/tempo, logging]\n"),
        say("The logging exporter was removed from the collector; its replacement is the debug exporter, with "
            "verbosity instead of loglevel. It has to change in the exporters block and in the pipeline."),
        edit("/home/ana/obs/stack/otel/config.yaml", "  logging:\n    loglevel: debug\n",
             "  debug:\n    verbosity: detailed\n"),
        edit("/home/ana/obs/stack/otel/config.yaml", "exporters: [otlp/tempo, logging]", "exporters: [otlp/tempo, debug]"),
        ok("docker compose up -d otel && docker compose logs otel 2>&1 | tail -1",
           "otel-1  | 2026-04-21T08:06:40.512Z\tinfo\tservice@v0.111.0/service.go:234\tEverything is ready. Begin "
           "running and processing data."),
    )
    T.lesson(
        "t37-otel-debug-exporter", "project", "en", "s-otel-debug-exporter", "workflow",
        "OpenTelemetry Collector 0.111 no longer has the logging exporter",
        "After the image bump the collector exits at start with `error decoding 'exporters': unknown type: "
        "\"logging\" for id: \"logging\"`.",
        "The config worked the day before, so it looks like a broken image or a YAML mistake.",
        "The long-deprecated logging exporter was removed from the collector builds; configs that still name it "
        "no longer load.",
        "Replace the logging exporter with the debug exporter in the collector config: rename the entry under "
        "exporters, change loglevel to verbosity, and update every pipeline that lists it.",
        ["`unknown type: \"logging\" for id: \"logging\"`", "`otel/opentelemetry-collector-contrib:0.111.0`",
         "`Everything is ready. Begin running and processing data.`"],
    )

    T.later(
        "l-otel-k8s-configmap", "/home/ana/obs/k8s", "2026-04-28T09:30:00Z", "chore/otel-0.111",
        user("do the same collector bump in the cluster; switch the exporter first"),
        edit("/home/ana/obs/k8s/otel/configmap.yaml", "      logging:\n        verbosity: detailed\n",
             "      debug:\n        verbosity: detailed\n"),
        edit("/home/ana/obs/k8s/otel/configmap.yaml", "exporters: [otlphttp, logging]", "exporters: [otlphttp, debug]"),
        edit("/home/ana/obs/k8s/otel/deployment.yaml", "contrib:0.104.0", "contrib:0.111.0"),
        ok("kubectl apply -f otel/ && kubectl -n obs rollout status deploy/otel-gateway --timeout=120s",
           "configmap/otel-gateway configured\ndeployment.apps/otel-gateway configured\ndeployment \"otel-gateway\" "
           "successfully rolled out"),
    )
    T.pair("t37-otel-debug-exporter", "l-otel-k8s-configmap", "applied",
           "the exporter is renamed to debug in the configmap and pipeline before the 0.111 rollout, which succeeds")

    T.later(
        "l-otel-edge-recur", "/home/ana/obs/edge-agent", "2026-05-05T07:45:00Z", "chore/bump-collector",
        user("edge agents next: bump to 0.112.0 and run it locally first"),
        err("docker run --rm -v \"$PWD/agent.yaml\":/etc/otelcol-contrib/config.yaml "
            "otel/opentelemetry-collector-contrib:0.112.0", no_logging("logging/stdout")),
        edit("/home/ana/obs/edge-agent/agent.yaml", "  logging/stdout:\n    loglevel: info\n",
             "  debug/stdout:\n    verbosity: basic\n"),
        edit("/home/ana/obs/edge-agent/agent.yaml", "[otlp, logging/stdout]", "[otlp, debug/stdout]"),
        ok("docker run --rm -d --name edge-test -v \"$PWD/agent.yaml\":/etc/otelcol-contrib/config.yaml "
           "otel/opentelemetry-collector-contrib:0.112.0 && docker logs edge-test 2>&1 | tail -1",
           "2026-05-05T07:49:02.220Z\tinfo\tservice@v0.112.0/service.go:261\tEverything is ready. Begin running and "
           "processing data."),
    )
    T.pair("t37-otel-debug-exporter", "l-otel-edge-recur", "recurred",
           "the edge agent config's logging/stdout exporter is rejected as unknown type logging, then renamed")

    T.later(
        "l-otel-validate-recur", "/home/ana/obs/gateway", "2026-05-12T10:00:00Z", "main",
        user("validate the gateway config against 0.111 before we roll it"),
        err("docker run --rm -v \"$PWD/gateway.yaml\":/cfg.yaml otel/opentelemetry-collector-contrib:0.111.0 "
            "validate --config=/cfg.yaml", no_logging()),
        say("The gateway config still has the logging exporter, so it won't load on 0.111."),
    )
    T.pair("t37-otel-debug-exporter", "l-otel-validate-recur", "recurred",
           "validating the gateway config on 0.111 fails with unknown type logging")

    T.later(
        "l-otel-missing-exporter", "/home/ana/obs/stack", "2026-05-19T11:20:00Z", "feat/loki-logs",
        user("send logs to loki from the collector too"),
        edit("/home/ana/obs/stack/otel/config.yaml", "      exporters: [otlp/tempo, debug]\n",
             "      exporters: [otlp/tempo, debug]\n    logs:\n      receivers: [otlp]\n      exporters: [otlphttp/loki]\n"),
        err("docker compose up otel --no-log-prefix 2>&1 | tail -2",
            "Error: invalid configuration: service::pipelines::logs: references exporter \"otlphttp/loki\" which is "
            "not configured\n2026/05/19 11:21:40 collector server run finished with error: invalid configuration"),
        edit("/home/ana/obs/stack/otel/config.yaml", "  otlp/tempo:\n",
             "  otlphttp/loki:\n    endpoint: http://loki:3100/otlp\n  otlp/tempo:\n"),
        ok("docker compose up -d otel && docker compose logs otel 2>&1 | tail -1",
           "otel-1  | 2026-05-19T11:23:05.004Z\tinfo\tservice@v0.111.0/service.go:234\tEverything is ready. Begin "
           "running and processing data."),
    )
    T.pair("t37-otel-debug-exporter", "l-otel-missing-exporter", "neither",
           "the collector fails on an exporter referenced but not configured, a different error")

    T.later(
        "l-otel-old-image", "/home/ana/obs/legacy-stack", "2026-05-26T12:40:00Z", "main",
        user("restart the collector on the legacy stack, it's pinned to 0.104"),
        ok("docker compose restart otel && docker compose logs otel 2>&1 | grep -m1 -E 'logging|Everything'",
           "otel-1  | 2026-05-26T12:41:10.210Z\tinfo\tservice@v0.104.0/service.go:221\tEverything is ready. Begin "
           "running and processing data."),
    )
    T.pair("t37-otel-debug-exporter", "l-otel-old-image", "neither",
           "the old 0.104 collector still runs its logging exporter; no failure and no switch to debug")

    T.later(
        "l-otel-early", "/home/ana/obs/stack", "2026-04-03T08:00:00Z", "main",
        user("restart the collector"),
        ok("docker compose restart otel", " Container stack-otel-1  Restarting\n Container stack-otel-1  Started"),
    )
    T.pair("t37-otel-debug-exporter", "l-otel-early", "neither", "dated before the lesson's source session")


# --- later sessions touching two lessons ------------------------------------------------------------------------

def mixed() -> None:
    T.later(
        "l-mix-release-fastgeo", "/home/omar/src/fastgeo", "2026-06-01T09:00:00Z", "release/0.6",
        user("release prep for fastgeo 0.6: format, then build the pypi wheels"),
        err("black src/", "error: cannot format src/fastgeo/ops.py: Cannot parse for target version Python 3.8: "
            "52:8:     match geom.kind:\n\nOh no! 💥 💔 💥\n14 files left unchanged, 1 file failed to reformat.", 123),
        ok("black -t py310 src/", "reformatted src/fastgeo/ops.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted, 14 files "
           "left unchanged."),
        ok("cibuildwheel --platform linux --output-dir wheelhouse 2>&1 | tail -2",
           "  fastgeo-0.6.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl\n"
           "  fastgeo-0.6.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"),
    )
    T.pair("t37-black-target-version", "l-mix-release-fastgeo", "recurred",
           "black fails to parse a match statement for target Python 3.8 in fastgeo before -t py310 is used")
    T.pair("t37-auditwheel-glibc", "l-mix-release-fastgeo", "applied",
           "the wheels are built with cibuildwheel in manylinux images, with no repair failure")

    T.later(
        "l-mix-ci-box", "/srv/ci/widgets-ui", "2026-06-03T07:00:00Z", "ci/nightly",
        user("nightly on the build box: unit tests, then a preview deploy"),
        err("npx karma start karma.conf.js --single-run", "03 06 2026 07:01:12.330:" + KARMA_NOBIN_E),
        ok("export CHROME_BIN=/usr/bin/chromium && npx karma start karma.conf.js --single-run",
           "Chrome Headless 126.0.6478.55 (Linux x86_64): Executed 55 of 55 SUCCESS (1.04 secs / 0.91 secs)"),
        ok("vercel build --yes >/dev/null 2>&1 && vercel deploy --prebuilt --yes --token \"$VERCEL_TOKEN\"",
           "✅  Preview: https://widgets-ui-7hx2a-acme.vercel.app [37s]"),
    )
    T.pair("t37-karma-chrome-bin", "l-mix-ci-box", "recurred",
           "karma fails with No binary for ChromeHeadless before CHROME_BIN is exported")
    T.pair("t37-vercel-token", "l-mix-ci-box", "applied",
           "the deploy passes --token and succeeds, with no credentials error")

    T.later(
        "l-mix-gpu-logs", "/home/hyun/ml/infra", "2026-06-04T02:00:00Z", "main",
        user("gpu-02 학습 로그에서 step당 시간 평균 내줘"),
        ok("ssh gpu-02 'docker logs trainer-7 2>&1 | tail -2000' > /tmp/trainer7.log && wc -l < /tmp/trainer7.log",
           "2000"),
        ok("gawk 'match($0, /step_time=([0-9.]+)s/, m) { s += m[1]; n++ } END { printf \"%.3f\\n\", s / n }' "
           "/tmp/trainer7.log", "0.418"),
    )
    T.pair("t37-mawk-gawk", "l-mix-gpu-logs", "applied",
           "gawk is called by name for match() with an array, with no mawk failure")
    T.pair("t37-nvidia-ctk-runtime", "l-mix-gpu-logs", "neither",
           "only reads a running container's logs on a GPU host; no --gpus run and no runtime setup")


KARMA_NOBIN_E = ("ERROR [launcher]: No binary for ChromeHeadless browser on your platform.\n"
                 "  Please, set \"CHROME_BIN\" env variable.")

FILLS = [clangformat, mawk, otel, mixed]
