"""The tenth corpus's scripted sessions, second part: a SQLite database locked by a dev server during an Alembic
migration, Rust E0502 and a clippy lint under -D warnings, C link order and a missing shared library, ASan and
valgrind, Nix flakes with an untracked file, Bazel visibility, an Ansible play (interrupted), a systemd unit."""
from __future__ import annotations

from typing import Sequence

from tests.truth.corpus10_common import INTERRUPTED, REJECTED, ex
from tests.truth.sessions_dsl import Step

ALEMBIC_HEAD = ("INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\nINFO  [alembic.runtime.migration] Will "
                "assume non-transactional DDL.\n")
LOCKED = ex(1, ALEMBIC_HEAD + "INFO  [alembic.runtime.migration] Running upgrade 3b1f0c2a9d41 -> 7e55d0a1c2f3, add "
            "invoices.due_at\nTraceback (most recent call last):\n  File \"/home/kai/billing/.venv/lib/python3.12/"
            "site-packages/sqlalchemy/engine/base.py\", line 1967, in _exec_single_context\n    self.dialect."
            "do_execute(\nsqlite3.OperationalError: database is locked\n\nThe above exception was the direct cause "
            "of the following exception:\n\nsqlalchemy.exc.OperationalError: (sqlite3.OperationalError) database is "
            "locked\n[SQL: ALTER TABLE invoices ADD COLUMN due_at DATETIME]\n(Background on this error at: "
            "https://sqlalche.me/e/20/e3q8)")

SQLITE: list[Step] = [
    ("user", "alembic upgrade head sits there for a while and then errors on my dev db (app.db). can you get the "
             "migration in?"),
    ("bash", "alembic current", ALEMBIC_HEAD + "3b1f0c2a9d41", False),
    ("bash", "alembic upgrade head", LOCKED, True),
    ("bash", "rm -f app.db-journal && ls -la app.db*",
     "-rw-r--r-- 1 kai kai 2887680 Dec  1 11:02 app.db\n-rw-r--r-- 1 kai kai   32768 Dec  1 11:02 app.db-shm\n"
     "-rw-r--r-- 1 kai kai  412032 Dec  1 11:02 app.db-wal", False),
    ("bash", "alembic upgrade head", LOCKED, True),
    ("bash", "fuser -v app.db", "                     USER        PID ACCESS COMMAND\n/home/kai/billing/app.db:\n"
                                "                     kai       48213 F.... flask", False),
    ("bash", "ps -o pid,etime,cmd -p 48213", "    PID     ELAPSED CMD\n  48213    02:41:07 /home/kai/billing/.venv/"
                                             "bin/python -m flask run --reload", False),
    ("say", "A flask dev server (PID 48213, up 2h41m) holds app.db open; with --reload it keeps a write transaction "
            "around. It's your server — may I stop it?"),
    ("user", "yes kill it, I'll restart it after"),
    ("bash", "kill 48213 && sleep 1 && fuser app.db; echo \"fuser exit $?\"", "fuser exit 1", False),
    ("bash", "alembic upgrade head", ALEMBIC_HEAD + "INFO  [alembic.runtime.migration] Running upgrade 3b1f0c2a9d41 "
                                                    "-> 7e55d0a1c2f3, add invoices.due_at", False),
    ("bash", "sqlite3 app.db \"PRAGMA table_info(invoices);\" | tail -2",
     "6|total_cents|INTEGER|1||0\n7|due_at|DATETIME|0||0", False),
    ("bash", "sqlite3 app.db \"PRAGMA journal_mode;\"", "wal", False),
    ("say", "Migrated to 7e55d0a1c2f3; invoices has due_at. You can start flask again."),
]

E0502 = ("   Compiling stockd v0.4.0 (/home/ren/stockd)\nerror[E0502]: cannot borrow `self.items` as mutable because it "
         "is also borrowed as immutable\n  --> src/inventory.rs:42:17\n   |\n40 |         for item in {head} {{\n"
         "   |                     {dash}\n   |                     |\n   |                     immutable borrow occurs "
         "here\n   |                     immutable borrow later used here\n41 |             if item.qty < item.min {{\n"
         "42 |                 self.items.push(Item::reorder(item));\n   |                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
         "^^^^^^^^ mutable borrow occurs here\n\nFor more information about this error, try `rustc --explain E0502`.\n"
         "error: could not compile `stockd` (lib) due to 1 previous error")

CLIPPY = ("    Checking stockd v0.4.0 (/home/ren/stockd)\nerror: the loop variable `i` is only used to index `bins`\n"
          "  --> src/layout.rs:18:14\n   |\n18 |     for i in 0..bins.len() {\n   |              ^^^^^^^^^^^^^\n   |\n"
          "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#"
          "needless_range_loop\n   = note: `-D clippy::needless-range-loop` implied by `-D warnings`\n   = help: to "
          "override `-D warnings` add `#[allow(clippy::needless_range_loop)]`\nhelp: consider using an iterator\n"
          "   |\n18 |     for <item> in &bins {\n   |         ~~~~~~    ~~~~~\n\nerror: could not compile `stockd` "
          "(lib) due to 1 previous error")

RUST: list[Step] = [
    ("user", "cargo build is broken after my refactor of Inventory::restock, and CI runs clippy with -D warnings. "
             "please make both pass"),
    ("bash", "cargo build", ex(101, E0502.format(head="self.items.iter()", dash="-----------------")), True),
    ("tool", "Read", {"file_path": "/home/ren/stockd/src/inventory.rs", "offset": 36, "limit": 10},
     "    36→    pub fn restock(&mut self) {\n    37→        // items below their minimum get a reorder line\n"
     "    38→\n    39→\n    40→        for item in self.items.iter() {\n", False),
    ("edit", "/home/ren/stockd/src/inventory.rs", "for item in self.items.iter() {", "for item in &self.items {"),
    ("bash", "cargo build", ex(101, E0502.format(head="&self.items", dash="-----------")), True),
    ("say", "Iterating by reference is the same shared borrow. Collect the reorder lines first, then extend."),
    ("edit", "/home/ren/stockd/src/inventory.rs",
     "for item in &self.items {\n            if item.qty < item.min {\n                self.items.push(Item::reorder(item));\n"
     "            }\n        }",
     "let reorders: Vec<Item> = self.items.iter().filter(|i| i.qty < i.min).map(Item::reorder).collect();\n"
     "        self.items.extend(reorders);"),
    ("bash", "cargo build", "   Compiling stockd v0.4.0 (/home/ren/stockd)\n    Finished `dev` profile [unoptimized + "
                            "debuginfo] target(s) in 2.31s", False),
    ("bash", "cargo clippy -- -D warnings", ex(101, CLIPPY), True),
    ("edit", "/home/ren/stockd/src/layout.rs", "for i in 0..bins.len() {\n        bins[i].reset();",
     "for bin in bins.iter_mut() {\n        bin.reset();"),
    ("bash", "cargo clippy -- -D warnings", "    Checking stockd v0.4.0 (/home/ren/stockd)\n    Finished `dev` "
                                            "profile [unoptimized + debuginfo] target(s) in 0.87s", False),
    ("bash", "cargo test", "   Compiling stockd v0.4.0 (/home/ren/stockd)\n    Finished `test` profile [unoptimized + "
                           "debuginfo] target(s) in 3.02s\n     Running unittests src/lib.rs (target/debug/deps/stockd-"
                           "5e2f1a0c9b7d3e41)\n\nrunning 12 tests\n............\ntest result: ok. 12 passed; 0 failed; 0 "
                           "ignored; 0 measured; 0 filtered out; finished in 0.02s", False),
    ("bash", "git commit -am \"restock: collect reorders before extending; clippy range loop\"",
     "[refactor-restock 9e0c4b1] restock: collect reorders before extending; clippy range loop\n 2 files changed, "
     "4 insertions(+), 6 deletions(-)", False),
]

UNDEF = ("/usr/bin/ld: /tmp/ccQ3kX9a.o: in function `main':\nmain.c:(.text+0x1e): undefined reference to "
         "`curl_easy_init'\n/usr/bin/ld: main.c:(.text+0x4a): undefined reference to `curl_easy_setopt'\n/usr/bin/ld: "
         "main.c:(.text+0x59): undefined reference to `curl_easy_perform'\n/usr/bin/ld: main.c:(.text+0x7c): undefined "
         "reference to `parse_title'\ncollect2: error: ld returned 1 exit status")

CLINK: list[Step] = [
    ("user", "make the fetch tool build. gcc gave undefined references although libcurl4-openssl-dev is installed. "
             "libparse is ours, it's built into build/lib"),
    ("bash", "gcc -Wall -lcurl -Lbuild/lib -lparse -o fetch main.c", ex(1, UNDEF), True),
    ("bash", "pkg-config --libs libcurl", "-lcurl", False),
    ("bash", "ls build/lib", "libparse.so\nlibparse.so.1\nlibparse.so.1.2.0", False),
    ("say", "GNU ld resolves symbols left to right: libraries named before main.c have nothing to satisfy yet and are "
            "dropped. Libraries go after the sources."),
    ("bash", "gcc -Wall -o fetch main.c -Lbuild/lib -lparse -lcurl", "", False),
    ("bash", "./fetch https://example.com", ex(127, "./fetch: error while loading shared libraries: libparse.so.1: "
                                                   "cannot open shared object file: No such file or directory"), True),
    ("bash", "ldd ./fetch | grep 'not found'", "\tlibparse.so.1 => not found", False),
    ("bash", "LD_LIBRARY_PATH=build/lib ./fetch https://example.com", "200 OK, 1256 bytes, title=Example Domain", False),
    ("say", "It runs with LD_LIBRARY_PATH. To run without it, link with -Wl,-rpath,'$ORIGIN/build/lib' so the binary "
            "finds libparse next to itself. Shall I add that to the Makefile?"),
    ("user", "no rpath please, the package installs libparse into /usr/local/lib. LD_LIBRARY_PATH is fine for dev"),
    ("edit", "/home/tomas/fetch/Makefile", "fetch: main.c\n\tgcc -Wall -lcurl -Lbuild/lib -lparse -o fetch main.c",
     "fetch: main.c\n\tgcc -Wall -o fetch main.c -Lbuild/lib -lparse -lcurl"),
    ("bash", "make -B fetch", "gcc -Wall -o fetch main.c -Lbuild/lib -lparse -lcurl", False),
]

ASAN = ("cc -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -o tests/test_tokenize tests/test_tokenize.c "
        "src/tokenize.c\n./tests/test_tokenize\n=================================================================\n"
        "==73112==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000018 at pc 0x55c1d0a4b2f1 bp "
        "0x7ffd5e2a1c10 sp 0x7ffd5e2a1c00\nWRITE of size 1 at 0x602000000018 thread T0\n    #0 0x55c1d0a4b2f0 in "
        "tok_copy src/tokenize.c:31\n    #1 0x55c1d0a4b6a2 in main tests/test_tokenize.c:58\n\n0x602000000018 is "
        "located 0 bytes after 8-byte region [0x602000000010,0x602000000018)\nallocated by thread T0 here:\n    #0 "
        "0x7f3a1c2b4887 in malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:145\n    #1 0x55c1d0a4b2a0 "
        "in tok_copy src/tokenize.c:29\n\nSUMMARY: AddressSanitizer: heap-buffer-overflow src/tokenize.c:31 in "
        "tok_copy\n==73112==ABORTING\nmake: *** [Makefile:9: test] Error 1")
SAN_MAKE = "make clean && make test CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer'"
VG = "make clean && make tests/test_tokenize && valgrind --leak-check=full --error-exitcode=3 ./tests/test_tokenize"

SANITIZE: list[Step] = [
    ("user", "tests/test_tokenize crashes randomly on CI (segfault maybe 1 run in 5). can you run it under "
             "sanitizers locally?"),
    ("bash", "make test", "cc -O2 -g -o tests/test_tokenize tests/test_tokenize.c src/tokenize.c\n./tests/test_tokenize\n"
                          "all 9 tokenizer cases passed", False),
    ("bash", SAN_MAKE, ex(2, ASAN), True),
    ("tool", "Read", {"file_path": "/home/ines/tok/src/tokenize.c", "offset": 27, "limit": 6},
     "    27→char *tok_copy(const char *s, size_t len) {\n    28→    /* copy one token */\n    29→    char *out = "
     "malloc(len);\n    30→    memcpy(out, s, len);\n    31→    out[len] = '\\0';\n", False),
    ("edit", "/home/ines/tok/src/tokenize.c", "char *out = malloc(len);", "char *out = malloc(len + 1);"),
    ("bash", SAN_MAKE, "cc -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -o tests/test_tokenize "
                       "tests/test_tokenize.c src/tokenize.c\n./tests/test_tokenize\nall 9 tokenizer cases passed", False),
    ("bash", VG, ex(3, "cc -O2 -g -o tests/test_tokenize tests/test_tokenize.c src/tokenize.c\n==80211== Memcheck, a "
                       "memory error detector\n==80211== Command: ./tests/test_tokenize\n==80211== \nall 9 tokenizer "
                       "cases passed\n==80211== \n==80211== HEAP SUMMARY:\n==80211==     in use at exit: 64 bytes in 1 "
                       "blocks\n==80211==   total heap usage: 14 allocs, 13 frees, 1,342 bytes allocated\n==80211== \n"
                       "==80211== 64 bytes in 1 blocks are definitely lost in loss record 1 of 1\n==80211==    at "
                       "0x4848899: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n==80211==    by "
                       "0x109335: tok_split (tokenize.c:52)\n==80211==    by 0x1096C1: main (test_tokenize.c:61)\n"
                       "==80211== \n==80211== LEAK SUMMARY:\n==80211==    definitely lost: 64 bytes in 1 blocks\n"
                       "==80211==    indirectly lost: 0 bytes in 0 blocks\n==80211== \n==80211== ERROR SUMMARY: 1 "
                       "errors from 1 contexts (suppressed: 0 from 0)"), True),
    ("say", "One leak left: the array tok_split returns is never freed by the test (test_tokenize.c:61). That's the "
            "test, not the library. Add tok_free(parts) there?"),
    ("user", "yes"),
    ("edit", "/home/ines/tok/tests/test_tokenize.c", "    check_parts(parts, 4);\n",
     "    check_parts(parts, 4);\n    tok_free(parts);\n"),
    ("bash", VG, "cc -O2 -g -o tests/test_tokenize tests/test_tokenize.c src/tokenize.c\n==80377== Memcheck, a memory "
                 "error detector\n==80377== Command: ./tests/test_tokenize\n==80377== \nall 9 tokenizer cases passed\n"
                 "==80377== \n==80377== HEAP SUMMARY:\n==80377==     in use at exit: 0 bytes in 0 blocks\n==80377==   "
                 "total heap usage: 14 allocs, 14 frees, 1,342 bytes allocated\n==80377== \n==80377== All heap blocks "
                 "were freed -- no leaks are possible\n==80377== \n==80377== ERROR SUMMARY: 0 errors from 0 contexts "
                 "(suppressed: 0 from 0)", False),
]

NIX_SHELL_ERR = ("error:\n       … while evaluating the attribute "
                 "'devShells.x86_64-linux.default'\n\n       … while calling the 'import' builtin\n         at /nix/store/"
                 "5xl0v3kq8m2c9r1y4b7s6d0a2f8h1j3k-source/flake.nix:14:17:\n\n       error: path '/nix/store/5xl0v3kq8m2c"
                 "9r1y4b7s6d0a2f8h1j3k-source/nix/shell.nix' does not exist")
NIX_FLAGS = "nix --extra-experimental-features 'nix-command flakes' develop --command true"

NIX: list[Step] = [
    ("user", "nix develop doesn't work on my new laptop, can you get the dev shell going?"),
    ("bash", "nix develop", ex(1, "error: experimental Nix feature 'nix-command' is disabled; add "
                                  "'--extra-experimental-features nix-command' to enable it"), True),
    ("bash", "nix --version", "nix (Nix) 2.24.10", False),
    ("bash", NIX_FLAGS, ex(1, NIX_SHELL_ERR), True),
    ("bash", "ls nix/ && git status --short nix/", "shell.nix\n?? nix/shell.nix", False),
    ("say", "A flake is evaluated from a copy of what git tracks, and nix/shell.nix is untracked — so it's missing "
            "from the store copy."),
    ("bash", "git add nix/shell.nix", "", False),
    ("bash", NIX_FLAGS, "warning: Git tree '/home/sol/quark' is dirty", False),
    ("bash", "mkdir -p ~/.config/nix && echo 'experimental-features = nix-command flakes' >> ~/.config/nix/nix.conf",
     "", False),
    ("bash", "nix develop --command cargo --version", "warning: Git tree '/home/sol/quark' is dirty\ncargo 1.82.0 "
                                                      "(8f40fc59f 2024-08-21)", False),
    ("user", "perfect, thanks"),
]

VISIBILITY = ("ERROR: /home/ivo/mono/app/BUILD.bazel:3:10: in cc_binary rule //app:server: target "
              "'//lib/strutil:strutil' is not visible from target '//app:server'. Check the visibility declaration of "
              "the former target if you think the dependency is legitimate\nERROR: /home/ivo/mono/app/BUILD.bazel:3:10: "
              "Analysis of target '//app:server' failed\nERROR: Analysis of target '//app:server' failed; build "
              "aborted\nINFO: Elapsed time: {t}s\nINFO: 0 processes.\nFAILED: Build did NOT complete successfully "
              "({p} packages loaded, {c} targets configured)")

BAZEL: list[Step] = [
    ("user", "bazel build //app:server fails since I moved the string utils into lib/strutil. help"),
    ("bash", "bazel build //app:server", ex(1, "INFO: Analyzed target //app:server (0 packages loaded, 0 targets "
                                               "configured).\n" + VISIBILITY.format(t="0.412", p=0, c=0)), True),
    ("bash", "bazel clean --expunge", "INFO: Starting clean (this may take a while). Consider using --async if the "
                                      "clean takes more than several minutes.", False),
    ("bash", "bazel build //app:server", ex(1, "INFO: Analyzed target //app:server (42 packages loaded, 611 targets "
                                               "configured).\n" + VISIBILITY.format(t="21.870", p=42, c=611)), True),
    ("bash", "cat lib/strutil/BUILD.bazel", "cc_library(\n    name = \"strutil\",\n    srcs = [\"strutil.cc\"],\n"
                                            "    hdrs = [\"strutil.h\"],\n)", False),
    ("edit", "/home/ivo/mono/lib/strutil/BUILD.bazel", "    hdrs = [\"strutil.h\"],\n)",
     "    hdrs = [\"strutil.h\"],\n    visibility = [\"//app:__pkg__\"],\n)"),
    ("bash", "bazel build //app:server", "INFO: Analyzed target //app:server (1 packages loaded, 3 targets configured)."
                                         "\nINFO: Found 1 target...\nTarget //app:server up-to-date:\n  bazel-bin/app/"
                                         "server\nINFO: Elapsed time: 38.227s, Critical Path: 12.04s\nINFO: 57 processes:"
                                         " 9 internal, 48 linux-sandbox.\nINFO: Build completed successfully, 57 total "
                                         "actions", False),
    ("bash", "bazel test //lib/...", "INFO: Analyzed 2 targets (0 packages loaded, 4 targets configured).\nINFO: Found "
                                     "1 target and 1 test target...\n//lib/strutil:strutil_test                     "
                                     "PASSED in 0.3s\n\nExecuted 1 out of 1 test: 1 test passes.", False),
]

ANSIBLE: list[Step] = [
    ("user", "run the nginx playbook against staging (inventory/staging.ini). it errored yesterday"),
    ("bash", "ansible-playbook -i inventory/staging.ini site.yml",
     ex(4, "ERROR! 'apt' is not a valid attribute for a Play\n\nThe error appears to be in '/home/noor/infra/site.yml': "
           "line 9, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending "
           "line appears to be:\n\n\n- apt:\n  ^ here"), True),
    ("tool", "Read", {"file_path": "/home/noor/infra/site.yml"},
     "     1→- hosts: web\n     2→  become: true\n     3→  tasks:\n     4→    - name: nginx present\n     5→      apt:\n"
     "     6→        name: nginx\n     7→        state: present\n     8→\n     9→- apt:\n    10→    name: certbot\n",
     False),
    ("edit", "/home/noor/infra/site.yml", "\n- apt:\n    name: certbot\n",
     "    - name: certbot present\n      apt:\n        name: certbot\n"),
    ("bash", "ansible-playbook -i inventory/staging.ini site.yml --syntax-check", "\nplaybook: site.yml", False),
    ("bash", "ansible-playbook -i inventory/staging.ini site.yml --check --diff", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "wait, don't touch staging from here, the VPN isn't up. leave it at the syntax check for today"),
    ("say", "OK. Only the syntax check ran: the stray `- apt:` at play level is now a task under tasks. Nothing was run "
            "against staging."),
]

STATUS = ("× metrics-agent.service - Metrics agent\n     Loaded: loaded (/etc/systemd/system/metrics-agent.service; "
          "enabled; preset: enabled)\n     Active: failed (Result: exit-code) since Tue 2026-12-01 11:40:02 UTC; 3min "
          "ago\n    Process: 2231 ExecStart=/opt/metrics/run.sh (code=exited, status=203/EXEC)\n   Main PID: 2231 "
          "(code=exited, status=203/EXEC)")

SYSTEMD: list[Step] = [
    ("user", "the metrics-agent service won't start on box7. sudo works"),
    ("bash", "systemctl status metrics-agent --no-pager", ex(3, STATUS), True),
    ("bash", "journalctl -u metrics-agent -n 5 --no-pager",
     "Dec 01 11:40:02 box7 systemd[1]: Starting metrics-agent.service - Metrics agent...\nDec 01 11:40:02 box7 "
     "(run.sh)[2231]: metrics-agent.service: Failed to execute /opt/metrics/run.sh: Permission denied\nDec 01 11:40:02 "
     "box7 (run.sh)[2231]: metrics-agent.service: Failed at step EXEC spawning /opt/metrics/run.sh: Permission denied\n"
     "Dec 01 11:40:02 box7 systemd[1]: metrics-agent.service: Main process exited, code=exited, status=203/EXEC\n"
     "Dec 01 11:40:02 box7 systemd[1]: metrics-agent.service: Failed with result 'exit-code'.", False),
    ("bash", "ls -l /opt/metrics/run.sh", "-rw-r--r-- 1 root root 412 Dec  1 11:31 /opt/metrics/run.sh", False),
    ("bash", "sudo systemctl daemon-reload", "", False),
    ("bash", "sudo chmod 755 /opt/metrics/run.sh && sudo systemctl restart metrics-agent && systemctl is-active "
             "metrics-agent", "active", False),
    ("bash", "sleep 30; systemctl is-active metrics-agent", ex(3, "failed"), True),
    ("bash", "journalctl -u metrics-agent -n 4 --no-pager",
     "Dec 01 11:46:10 box7 run.sh[2301]: metrics-agent: cannot open /var/lib/metrics/spool: Permission denied\n"
     "Dec 01 11:46:10 box7 systemd[1]: metrics-agent.service: Main process exited, code=exited, status=1/FAILURE\n"
     "Dec 01 11:46:10 box7 systemd[1]: metrics-agent.service: Failed with result 'exit-code'.\nDec 01 11:46:10 box7 "
     "systemd[1]: metrics-agent.service: Scheduled restart job, restart counter is at 5.", False),
    ("say", "run.sh executes now, but the agent exits 1 a few seconds after start: the unit runs as User=metrics and "
            "/var/lib/metrics/spool is root's. Adding StateDirectory=metrics to the [Service] section would let "
            "systemd create it owned by metrics. Should I?"),
    ("user", "stop here, I'll go through the unit file with the team tomorrow"),
]


def sources() -> dict[str, tuple[str, str, str, Sequence[Step]]]:
    return {
        "sqlite-locked": ("/home/kai/billing", "2026-12-01T11:00:00.000Z", "due-at", SQLITE),
        "rust-borrow": ("/home/ren/stockd", "2026-12-01T11:20:00.000Z", "refactor-restock", RUST),
        "c-link": ("/home/tomas/fetch", "2026-12-01T11:41:00.000Z", "main", CLINK),
        "sanitizers": ("/home/ines/tok", "2026-12-01T12:02:00.000Z", "main", SANITIZE),
        "nix-flake": ("/home/sol/quark", "2026-12-01T12:25:00.000Z", "main", NIX),
        "bazel-visibility": ("/home/ivo/mono", "2026-12-01T12:44:00.000Z", "strutil-move", BAZEL),
        "ansible-play": ("/home/noor/infra", "2026-12-01T13:05:00.000Z", "main", ANSIBLE),
        "systemd-unit": ("/home/admin", "2026-12-01T13:30:00.000Z", "HEAD", SYSTEMD),
    }
