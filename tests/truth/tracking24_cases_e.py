"""Cases of the twenty-fourth tracking corpus, part five: Graphviz with its plugins never registered
(`dot -c`), and perf blocked by kernel.perf_event_paranoid. The labelling rules are in tracking24_cases.py."""
from __future__ import annotations

from tests.truth.tracking24_cases import B, S, T, U, W


def no_format(fmt: str) -> str:
    return (f"Format: \"{fmt}\" not recognized. No formats found.\nPerhaps \"dot -c\" needs to be run (with "
            "installer's privileges) to register the plugins?")


def lesson_graphviz() -> None:
    T.source("s-graphviz", "/home/li/arch-docs", "2025-05-27T14:02:00Z", "docs/c4",
             U("I built graphviz 12 from source into /usr/local on this WSL box. Render docs/architecture.dot to "
               "SVG."),
             B("dot -Tsvg docs/architecture.dot -o docs/architecture.svg", no_format("svg"), True),
             S("A source install does not register its output plugins until `dot -c` writes the config file next "
               "to the plugin libraries, which needs root for /usr/local/lib/graphviz."),
             B("sudo dot -c && dot -Tsvg docs/architecture.dot -o docs/architecture.svg && ls -l "
               "docs/architecture.svg", "-rw-r--r-- 1 li li 18422 May 27 14:04 docs/architecture.svg"))
    T.lesson("t24-graphviz-dot-c", "global", "en", "s-graphviz", "env_setup",
             "Graphviz installed from source (or unpacked) renders nothing until `dot -c` registers its plugins",
             "`dot -Tsvg docs/architecture.dot -o docs/architecture.svg` fails with `Format: \"svg\" not "
             "recognized. No formats found.`",
             "It reads like the format name is wrong, but no format at all is known, not even png.",
             "Graphviz finds its render plugins through a config file that `make install` and some installers "
             "do not write.",
             "Run `sudo dot -c` once (with the installer's privileges) to write the plugin config, then render "
             "again.",
             ["`dot -Tsvg docs/architecture.dot -o docs/architecture.svg` -> `Format: \"svg\" not recognized. No "
              "formats found.`",
              "`sudo dot -c && dot -Tsvg docs/architecture.dot -o docs/architecture.svg` then wrote "
              "`docs/architecture.svg`"])


def later_graphviz_a() -> None:
    T.later("l-gv-tfgraph", "/home/jun/infra-live", "2025-06-06T10:30:00Z", "feat/vpc-peering",
            U("draw the terraform dependency graph for the vpc module as png (new dev VM, graphviz from a tarball)"),
            B("terraform -chdir=modules/vpc graph | dot -Tpng -o vpc-graph.png", no_format("png"), True),
            S("The graphviz on this VM has never registered its plugins."))
    T.pair("t24-graphviz-dot-c", "l-gv-tfgraph", "recurred",
           "dot -Tpng on another VM fails with Format \"png\" not recognized. No formats found")
    T.later("l-gv-cmd", r"C:\work\billing-flows", "2025-06-09T08:55:00Z", "main",
            U("cmd.exe here. Turn flows\\billing.gv into a pdf for the review."),
            B(r"dot -Tpdf flows\billing.gv -o billing.pdf", no_format("pdf"), True),
            S("The zip install of Graphviz never ran its plugin registration. Running it from an elevated "
              "prompt."),
            B(r"dot -c && dot -Tpdf flows\billing.gv -o billing.pdf && dir billing.pdf",
              " Volume in drive C is OS\n Directory of C:\\work\\billing-flows\n\n06/09/2025  08:57 AM"
              "            31,208 billing.pdf"))
    T.pair("t24-graphviz-dot-c", "l-gv-cmd", "recurred",
           "Format \"pdf\" not recognized on Windows cmd, then dot -c: a recurrence then fixed")
    T.later("l-gv-fresh", "/home/li/render-box", "2025-06-12T09:20:00Z", "main",
            U("I just did make install of graphviz on the render box; set it up and render the sample"),
            B("sudo dot -c && dot -Tpng samples/pipeline.dot -o /tmp/pipeline.png && file /tmp/pipeline.png",
              "/tmp/pipeline.png: PNG image data, 1184 x 702, 8-bit/color RGBA, non-interlaced"))
    T.pair("t24-graphviz-dot-c", "l-gv-fresh", "applied",
           "sudo dot -c run before rendering on a fresh source install; no format error before it")


def later_graphviz_b() -> None:
    T.later("l-gv-version", "/home/li/arch-docs", "2025-06-15T11:00:00Z", "main",
            U("which graphviz version is on this box?"),
            B("dot -V", "dot - graphviz version 12.1.2 (20240928.0832)"))
    T.pair("t24-graphviz-dot-c", "l-gv-version", "neither",
           "dot run only for its version; no render, no plugin error, no dot -c")
    T.later("l-gv-syntax", "/home/li/arch-docs", "2025-06-18T13:40:00Z", "docs/c4",
            U("the flow diagram stopped rendering after my edit"),
            B("dot -Tsvg docs/flow.dot -o docs/flow.svg",
              "Error: docs/flow.dot: syntax error in line 14 near '->'", True),
            W("/home/li/arch-docs/docs/flow.dot", "digraph flow {\n  api -> queue;\n  queue -> worker;\n}\n"),
            B("dot -Tsvg docs/flow.dot -o docs/flow.svg && echo rendered", "rendered"))
    T.pair("t24-graphviz-dot-c", "l-gv-syntax", "neither",
           "a different dot error (a syntax error in the .dot file), fixed by rewriting it; formats were fine")
    T.later("l-gv-early", "/home/li/arch-docs", "2025-05-26T17:10:00Z", "docs/c4",
            U("render the context diagram"),
            B("dot -Tsvg docs/context.dot -o docs/context.svg", no_format("svg"), True))
    T.pair("t24-graphviz-dot-c", "l-gv-early", "neither",
           "the format error shows, but the session is dated the day before the lesson's source")


def paranoid(level: int) -> str:
    return ("Error:\nAccess to performance monitoring and observability operations is limited.\nConsider adjusting "
            "/proc/sys/kernel/perf_event_paranoid setting to open\naccess to performance monitoring and "
            "observability operations for processes\nwithout CAP_PERFMON, CAP_SYS_PTRACE or CAP_SYS_ADMIN Linux "
            "capability.\nMore information can be found at 'Perf events and tool security' document:\n"
            "https://www.kernel.org/doc/html/latest/admin-guide/perf-security.html\n"
            f"perf_event_paranoid setting is {level}:\n  -1: Allow use of (almost) all events by all users\n"
            "      Ignore mlock limit after perf_event_mlock_kb without CAP_IPC_LOCK\n>= 0: Disallow raw and "
            "ftrace function tracepoint access\n>= 1: Disallow CPU event access\n>= 2: Disallow kernel "
            "profiling\nTo make the adjusted perf_event_paranoid setting permanent preserve it\nin "
            "/etc/sysctl.conf (e.g. kernel.perf_event_paranoid = <setting>)")


RECORDED = ("[ perf record: Woken up 3 times to write data ]\n"
            "[ perf record: Captured and wrote {mb} MB {f} ({n} samples) ]")


def lesson_perf() -> None:
    T.source("s-perf", "/home/rk/ingest-rs", "2025-05-29T09:30:00Z", "perf/parse",
             U("profile the release build of ingest with perf, I want to see where parsing spends its time"),
             B("perf record -g ./target/release/ingest --bench", paranoid(4), True),
             S("Ubuntu's kernel defaults perf_event_paranoid to 4, which blocks unprivileged profiling. Lowering "
               "it to 1 for this boot."),
             B("sudo sysctl -w kernel.perf_event_paranoid=1 && perf record -g -o /tmp/perf.data "
               "./target/release/ingest --bench",
               "kernel.perf_event_paranoid = 1\n" + RECORDED.format(mb="1.214", f="/tmp/perf.data", n=10482)))
    T.lesson("t24-perf-paranoid", "global", "en", "s-perf", "env_setup",
             "perf refuses to profile as a normal user: `perf_event_paranoid setting is 4`",
             "`perf record -g ./target/release/ingest --bench` stops with `Access to performance monitoring and "
             "observability operations is limited.` and `perf_event_paranoid setting is 4`.",
             "perf is installed and the binary runs fine; the error only names a /proc file, and the setting "
             "resets at every reboot once changed by hand.",
             "Recent Ubuntu kernels default `kernel.perf_event_paranoid` to 4, which blocks perf events for "
             "processes without CAP_PERFMON.",
             "Lower it with `sudo sysctl -w kernel.perf_event_paranoid=1` (same as `echo 1 | sudo tee "
             "/proc/sys/kernel/perf_event_paranoid`); to keep it across reboots put `kernel.perf_event_paranoid = "
             "1` in a file under `/etc/sysctl.d/` and load it with `sudo sysctl --system`.",
             ["`perf record -g ./target/release/ingest --bench` -> `perf_event_paranoid setting is 4`",
              "`sudo sysctl -w kernel.perf_event_paranoid=1` then `Captured and wrote 1.214 MB /tmp/perf.data`"])


def later_perf_a() -> None:
    T.later("l-pf-stat", "/home/mo/simd-json-bench", "2025-06-03T15:10:00Z", "feat/avx512",
            U("count cycles and instructions for the avx512 path vs scalar"),
            B("perf stat -e cycles,instructions ./target/release/bench --avx512", paranoid(4), True),
            S("This machine also has perf_event_paranoid at 4."))
    T.pair("t24-perf-paranoid", "l-pf-stat", "recurred",
           "perf stat on another machine stops with perf_event_paranoid setting is 4")
    T.later("l-pf-flamegraph", "/home/rk/api-gw", "2025-06-06T13:00:00Z", "perf/tls",
            U("get me a flamegraph of the api binary under load"),
            B("cargo flamegraph --bin api -- --bench-seconds 30",
              paranoid(2) + "\nfailed to sample program, exited with code: Some(255)", True),
            S("cargo-flamegraph runs perf underneath and hits the paranoid setting (2 on this host)."),
            B("sudo sysctl -w kernel.perf_event_paranoid=1 && cargo flamegraph --bin api -- --bench-seconds 30",
              "kernel.perf_event_paranoid = 1\n" + RECORDED.format(mb="4.902", f="perf.data", n=40117) +
              "\nwriting flamegraph to \"flamegraph.svg\""))
    T.pair("t24-perf-paranoid", "l-pf-flamegraph", "recurred",
           "perf under cargo flamegraph blocked by perf_event_paranoid (2 here), then sysctl -w: still recurred")
    T.later("l-pf-tee", "/home/rk/ingest-rs", "2025-06-09T10:45:00Z", "perf/alloc",
            U("profile the allocator-heavy benchmark"),
            B("echo 1 | sudo tee /proc/sys/kernel/perf_event_paranoid && perf record -g -o /tmp/alloc.data "
              "./target/release/ingest --bench alloc",
              "1\n" + RECORDED.format(mb="0.882", f="/tmp/alloc.data", n=7301)))
    T.pair("t24-perf-paranoid", "l-pf-tee", "applied",
           "echo 1 | sudo tee /proc/sys/kernel/perf_event_paranoid (a spelling the lesson names) before perf record")


def later_perf_b() -> None:
    T.later("l-pf-sysctl-d", "/home/rk/ingest-rs", "2025-06-12T08:05:00Z", "chore/dev-box",
            U("make perf work for me permanently on this box, I'm tired of redoing it after reboots"),
            W("/etc/sysctl.d/60-perf.conf", "kernel.perf_event_paranoid = 1\n"),
            B("sudo sysctl --system | grep perf && perf stat -e task-clock true",
              "* Applying /etc/sysctl.d/60-perf.conf ...\nkernel.perf_event_paranoid = 1\n\n Performance counter "
              "stats for 'true':\n\n              0.41 msec task-clock                #    0.452 CPUs utilized"))
    T.pair("t24-perf-paranoid", "l-pf-sysctl-d", "applied",
           "kernel.perf_event_paranoid = 1 written under /etc/sysctl.d and loaded by sysctl --system; no error before")
    T.later("l-pf-maxmap", "/home/rk/search-stack", "2025-06-14T09:00:00Z", "main",
            U("elasticsearch won't start in docker, bootstrap check about max map count"),
            B("sudo sysctl -w vm.max_map_count=262144", "vm.max_map_count = 262144"),
            B("docker compose up -d es01 && sleep 15 && curl -s localhost:9200/_cluster/health | jq -r .status",
              "green"))
    T.pair("t24-perf-paranoid", "l-pf-maxmap", "neither",
           "sysctl -w used for vm.max_map_count, not perf_event_paranoid; no perf")
    T.later("l-pf-no-tools", "/home/rk/ingest-rs", "2025-06-17T14:30:00Z", "perf/parse",
            U("after the kernel update, record a profile again"),
            B("perf record -g ./target/release/ingest --bench",
              "WARNING: perf not found for kernel 6.8.0-45\n\n  You may need to install the following packages for "
              "this specific kernel:\n    linux-tools-6.8.0-45-generic\n    linux-cloud-tools-6.8.0-45-generic", True),
            B("sudo apt-get install -y linux-tools-6.8.0-45-generic >/dev/null && perf --version",
              "perf version 6.8.12"))
    T.pair("t24-perf-paranoid", "l-pf-no-tools", "neither",
           "a different perf error (no perf for the new kernel), fixed by installing linux-tools; no paranoid error")


FILLS = (lesson_graphviz, later_graphviz_a, later_graphviz_b, lesson_perf, later_perf_a, later_perf_b)
