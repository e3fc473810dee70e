"""The tenth corpus's labelled lessons, third part: sqlite-locked, rust-borrow, c-link, sanitizers."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _sqlite() -> list[Rec]:
    s = "sqlite-locked"
    return [
        gotcha("c10-sq-1", s, title="A flask --reload dev server keeps app.db locked against Alembic",
               symptom="alembic upgrade head fails with database is locked", trap="deleting journal files",
               cause="another process (the dev server) holds the SQLite database",
               workaround="find the holder with fuser -v, stop it, rerun the migration",
               evidence="`alembic upgrade head` → `sqlite3.OperationalError: database is locked` (twice); "
                        "`fuser -v app.db` showed PID 48213 `flask`; after `kill 48213` the upgrade went through "
                        "and `PRAGMA table_info(invoices)` lists `7|due_at|DATETIME|0||0`.",
               ev="real", fix="shown", cls="fix_ran", category="debugging_technique", group="c10-sqlite",
               why="two locked upgrades; the person allows the kill; fuser then finds nothing and the upgrade "
                   "runs; the table has due_at",
               phrasing=["code spans", "arrow", "count"],
               st={"failure": "sqlite3.OperationalError: database is locked", "fix": "kill 48213 && sleep 1",
                   "evidence": "7|due_at|DATETIME|0||0"}),
        knowledge("c10-sq-2", s, title="app.db runs in WAL mode, so there is no -journal file to remove",
                  situation="a locked SQLite database in the billing project",
                  approach="look for the process holding it instead of deleting side files",
                  rationale="in WAL mode the side files are -wal and -shm and belong to live connections",
                  evidence="`rm -f app.db-journal` changed nothing: `ls -la app.db*` showed `app.db-shm` and "
                           "`app.db-wal` next to app.db, and `PRAGMA journal_mode;` answers `wal`.",
                  ev="real", cls="knowledge", category="project_convention", group="c10-sqlite",
                  why="the ls after rm, the rerun still locked, and the PRAGMA journal_mode result",
                  phrasing=["code spans", "colon summary"],
                  st={"evidence": "app.db-wal"}),
        gotcha("c10-sq-3", s, title="A leftover app.db-journal blocks Alembic migrations",
               symptom="database is locked", trap="killing processes", cause="stale journal file",
               workaround="rm -f app.db-journal",
               evidence="deleting the stale `app.db-journal` (`rm -f app.db-journal && ls -la app.db*`) released "
                        "the lock and `alembic upgrade head` went through",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the upgrade right after the rm failed again with database is locked; only killing flask helped",
               phrasing=["code spans", "fix credited to the wrong call"],
               st={"evidence": "rm -f app.db-journal"}),
        gotcha("c10-sq-4", s, title="fuser -v names the flask process that locks app.db",
               symptom="database is locked", trap="guessing the holder", cause="the dev server",
               workaround="fuser -v app.db",
               evidence="fuser -v app.db → `kai       48231 F.... flask`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the PID in the session is 48213; the quote transposes two digits",
               phrasing=["arrow", "altered number"],
               st={"evidence": "F.... flask"}),
        gotcha("c10-sq-5", s, title="alembic current already reports the locked database",
               symptom="alembic current errors", trap="starting with upgrade", cause="lock",
               workaround="check alembic current first",
               evidence="`alembic current` failed with `database is locked` before any upgrade was tried",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="alembic current succeeded and printed 3b1f0c2a9d41; the lock error came from the upgrades",
               phrasing=["code spans", "error moved to another call"],
               st={"evidence": "assume non-transactional DDL.\n3b1f0c2a9d41"}),
    ]


def _rust() -> list[Rec]:
    s = "rust-borrow"
    return [
        gotcha("c10-rs-1", s, title="Pushing onto a Vec while iterating it is E0502; collect first, then extend",
               symptom="error[E0502] cannot borrow self.items as mutable", trap="iterating by &self.items instead",
               cause="the loop's shared borrow lives across the push",
               workaround="collect the new items into a Vec, then self.items.extend(...)",
               evidence="```\nerror[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as "
                        "immutable\n  --> src/inventory.rs:42:17\n```\nFix: collect first "
                        "(`let reorders: Vec<Item> = …collect();` then `self.items.extend(reorders);`); cargo build "
                        "Finished in 2.31s.",
               ev="real", fix="shown", cls="edit_then_pass", category="api_quirk", scope="global",
               why="two failing builds (iter() and &self.items), the collect/extend edit, then the build finishes",
               phrasing=["fenced block", "ellipsis inside span", "code spans"],
               st={"failure": "cannot borrow `self.items` as mutable", "fix": "self.items.extend(reorders);",
                   "evidence": "target(s) in 2.31s"}),
        gotcha("c10-rs-2", s, title="clippy needless_range_loop fails CI under -D warnings",
               symptom="cargo clippy -- -D warnings exits 101 on a for i in 0..len loop",
               trap="allowing the lint", cause="-D warnings turns every clippy warning into an error",
               workaround="iterate with iter_mut() instead of indexing",
               evidence="cargo clippy -- -D warnings: error: the loop variable `i` is only used to index `bins` "
                        "(needless_range_loop) ⇒ rewrote as `for bin in bins.iter_mut()` ⇒ clippy finished clean in "
                        "0.87s",
               ev="real", fix="shown", cls="edit_then_pass", category="build_config",
               why="the clippy failure, the layout.rs edit, then the same clippy command finishes",
               phrasing=["double arrows", "code spans", "finished clean"],
               st={"failure": "is only used to index `bins`", "fix": "for bin in bins.iter_mut() {",
                   "evidence": "target(s) in 0.87s"}),
        gotcha("c10-rs-3", s, title="Iterating &self.items instead of .iter() avoids E0502",
               symptom="E0502 on push inside a loop", trap="cloning", cause="iter() borrows",
               workaround="for item in &self.items",
               evidence="switching the loop to `for item in &self.items {` made cargo build pass",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the build after that edit failed with the same E0502",
               phrasing=["code span", "fix credited to the wrong edit"],
               st={"evidence": "for item in &self.items {"}),
        gotcha("c10-rs-4", s, title="E0502 on self.items in Inventory::restock",
               symptom="borrow error", trap="fighting the borrow checker", cause="two borrows",
               workaround="restructure",
               evidence="```\nerror[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as "
                        "mutable\n```",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the session's message ends 'borrowed as immutable'; the quote changes one word",
               phrasing=["fenced block", "altered word"],
               st={"evidence": "error[E0502]"}),
        gotcha("c10-rs-5", s, title="cargo test also trips needless_range_loop",
               symptom="cargo test fails", trap="running only clippy", cause="lint",
               workaround="fix the loop",
               evidence="`cargo test` exited 101 on `needless_range_loop` in src/layout.rs",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="cargo test passed 12 tests; the lint error was clippy's, before the edit",
               phrasing=["code spans", "error moved"],
               st={"evidence": "12 passed; 0 failed"}),
        knowledge("c10-rs-6", s, title="In stockd's CI every clippy warning is an error",
                  situation="preparing a stockd change for CI", approach="run cargo clippy -- -D warnings locally",
                  rationale="a warn-level lint fails the build exactly like a compile error",
                  evidence="La sortie de clippy le dit : `-D clippy::needless-range-loop` implied by `-D warnings`, "
                           "et la commande sort en code 101.",
                  ev="real", cls="knowledge", category="build_config",
                  why="the clippy result: Exit code 101 and the implied-by note",
                  phrasing=["French", "code spans", "exit code"],
                  st={"evidence": "implied by `-D warnings`"}),
    ]


def _clink() -> list[Rec]:
    s = "c-link"
    return [
        gotcha("c10-cl-1", s, title="GNU ld drops -l libraries named before the sources that need them",
               symptom="undefined reference to curl_easy_init although libcurl is installed",
               trap="putting -lcurl right after gcc", cause="ld resolves symbols left to right",
               workaround="put -L/-l after main.c: gcc -Wall -o fetch main.c -Lbuild/lib -lparse -lcurl",
               evidence="gcc -Wall -lcurl -Lbuild/lib -lparse -o fetch main.c → undefined reference to "
                        "curl_easy_init / curl_easy_perform / parse_title, `collect2: error: ld returned 1 exit "
                        "status`; moving the libraries after main.c (`gcc -Wall -o fetch main.c -Lbuild/lib -lparse "
                        "-lcurl`) linked with no output",
               ev="real", fix="shown", cls="fix_ran", category="build_config", scope="global",
               why="the link with libraries first fails; the reordered gcc call exits 0 and the binary then runs",
               phrasing=["prose with slashes", "arrow", "code spans"],
               st={"failure": "undefined reference to `curl_easy_init'",
                   "fix": "gcc -Wall -o fetch main.c -Lbuild/lib -lparse -lcurl"}),
        gotcha("c10-cl-2", s, title="Exit 127 from a fresh binary: libparse.so.1 not on the loader path",
               symptom="error while loading shared libraries: libparse.so.1", trap="relinking",
               cause="build/lib is not a default loader directory",
               workaround="LD_LIBRARY_PATH=build/lib for dev runs",
               evidence="./fetch termina com exit 127 (`error while loading shared libraries: libparse.so.1: cannot "
                        "open shared object file`), `ldd ./fetch | grep 'not found'` mostra `libparse.so.1 => not "
                        "found`; com `LD_LIBRARY_PATH=build/lib ./fetch https://example.com` → `200 OK, 1256 bytes, "
                        "title=Example Domain`",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", group="c10-ldpath",
               why="the run fails with 127, ldd shows it not found, the LD_LIBRARY_PATH run prints 200 OK",
               phrasing=["Portuguese", "exit code", "arrow inside span"],
               st={"failure": "libparse.so.1: cannot open shared object file",
                   "fix": "LD_LIBRARY_PATH=build/lib ./fetch", "evidence": "200 OK, 1256 bytes"}),
        gotcha("c10-cl-3", s, title="Bake $ORIGIN/build/lib into fetch with an rpath",
               symptom="fetch needs LD_LIBRARY_PATH to run", trap="exporting LD_LIBRARY_PATH everywhere",
               cause="no runpath in the binary", workaround="link with -Wl,-rpath,'$ORIGIN/build/lib'",
               evidence="proposed: link with `-Wl,-rpath,'$ORIGIN/build/lib'` so the binary finds libparse next to "
                        "itself",
               ev="real", fix="not_shown", cls="only_suggested", category="build_config", group="c10-ldpath",
               why="only offered; the person refuses rpath (the package installs into /usr/local/lib)",
               phrasing=["code span", "proposed"],
               st={"failure": "error while loading shared libraries", "fix": "-Wl,-rpath,'$ORIGIN/build/lib'",
                   "evidence": "no rpath please"}),
        gotcha("c10-cl-4", s, title="ldd resolves libparse once it is linked with -Lbuild/lib",
               symptom="none after linking", trap="LD_LIBRARY_PATH", cause="-L records the path",
               workaround="link with -Lbuild/lib",
               evidence="after the relink, ldd ./fetch resolved every library, libparse.so.1 included",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="ldd printed libparse.so.1 => not found; -L only matters at link time",
               phrasing=["plain prose", "false state"],
               st={"evidence": "libparse.so.1 => not found"}),
        gotcha("c10-cl-5", s, title="pkg-config --libs libcurl fails when libcurl is half-installed",
               symptom="pkg-config errors", trap="trusting -dev packages", cause="broken .pc file",
               workaround="reinstall libcurl4-openssl-dev",
               evidence="`pkg-config --libs libcurl` exited 1: `collect2: error: ld returned 1 exit status`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="pkg-config printed -lcurl and succeeded; collect2 belongs to the first gcc call",
               phrasing=["code spans", "error moved"],
               st={"evidence": "pkg-config --libs libcurl"}),
        gotcha("c10-cl-6", s, title="fetch needs OpenSSL libraries at link time too",
               symptom="undefined references", trap="only -lcurl", cause="static curl",
               workaround="add -lssl -lcrypto",
               evidence="the link also needed `-lssl -lcrypto` after `-lcurl`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no -lssl/-lcrypto anywhere: the reordered command without them linked",
               phrasing=["code spans", "invented flag"],
               st={"evidence": "-Lbuild/lib -lparse -lcurl"}),
    ]


def _sanitize() -> list[Rec]:
    s = "sanitizers"
    return [
        gotcha("c10-sa-1", s, title="tok_copy wrote the terminator one past a malloc(len) buffer",
               symptom="random CI segfaults in test_tokenize; ASan heap-buffer-overflow in tok_copy",
               trap="plain -O2 runs pass", cause="out[len] = '\\0' needs len + 1 bytes",
               workaround="malloc(len + 1)",
               evidence="ASan: `heap-buffer-overflow on address 0x602000000018`, `WRITE of size 1` in tok_copy "
                        "src/tokenize.c:31, `0 bytes after 8-byte region`. Edit `char *out = malloc(len + 1);` → "
                        "same sanitizer build: `all 9 tokenizer cases passed`.",
               ev="real", fix="shown", cls="edit_then_pass", category="debugging_technique",
               why="the sanitizer make fails, the malloc edit, the same sanitizer make passes",
               phrasing=["code spans", "arrow", "short"],
               st={"failure": "heap-buffer-overflow on address 0x602000000018", "fix": "char *out = malloc(len + 1);",
                   "evidence": "-fno-omit-frame-pointer -o tests/test_tokenize tests/test_tokenize.c src/tokenize.c\n"
                               "./tests/test_tokenize\nall 9"}),
        gotcha("c10-sa-2", s, title="test_tokenize leaked tok_split's array until the test freed it",
               symptom="valgrind exits 3: 64 bytes in 1 blocks definitely lost", trap="blaming the library",
               cause="the test never called tok_free on the split result", workaround="tok_free(parts) in the test",
               evidence=["valgrind --leak-check=full --error-exitcode=3 ./tests/test_tokenize → Exit code 3, "
                         "`definitely lost: 64 bytes in 1 blocks` (tok_split, test_tokenize.c:61)",
                         "after adding `tok_free(parts);` the same command came back with `All heap blocks were freed "
                         "-- no leaks are possible`"],
               ev="real", fix="shown", cls="edit_then_pass", category="debugging_technique",
               why="valgrind fails with exit 3, the person says yes, the test edit, valgrind reports no leaks",
               phrasing=["evidence list", "exit code", "came back with"],
               st={"failure": "definitely lost: 64 bytes in 1 blocks", "fix": "tok_free(parts);",
                   "evidence": "All heap blocks were freed -- no leaks are possible"}),
        knowledge("c10-sa-3", s, title="The tokenizer's overflow only shows under -fsanitize",
                  situation="a tokenizer test that crashes only sometimes on CI",
                  approach="rebuild with -fsanitize=address,undefined before trusting a green run",
                  rationale="the -O2 build passed locally while the buffer was one byte short",
                  evidence="plain `make test` (-O2) printed `all 9 tokenizer cases passed`; only the "
                           "`-fsanitize=address,undefined` build aborted with `heap-buffer-overflow`",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the first make test passes; the sanitizer make right after fails",
                  phrasing=["code spans", "contrast"],
                  st={"evidence": "cc -O2 -g -o tests/test_tokenize"}),
        gotcha("c10-sa-4", s, title="ASan READ overflow in tok_copy",
               symptom="heap-buffer-overflow", trap="no sanitizer", cause="off by one",
               workaround="allocate one more byte",
               evidence="`READ of size 1 at 0x602000000018 thread T0` in tok_copy",
               ev="invented", fix="not_shown", cls="near_miss",
               why="ASan reported a WRITE of size 1, not a READ",
               phrasing=["code span", "altered word"],
               st={"evidence": "of size 1 at 0x602000000018 thread T0"}),
        gotcha("c10-sa-5", s, title="The malloc(len + 1) fix also cleared valgrind",
               symptom="overflow", trap="two tools", cause="off by one", workaround="malloc(len + 1)",
               evidence="after malloc(len + 1), valgrind --leak-check=full reported no errors on the first try",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the first valgrind run after that fix exited 3 with 64 bytes definitely lost",
               phrasing=["plain prose", "false universal"],
               st={"evidence": "ERROR SUMMARY: 1 errors from 1 contexts"}),
        gotcha("c10-sa-6", s, title="LeakSanitizer flags tok_split in the ASan build",
               symptom="LeakSanitizer report", trap="ASan alone", cause="leak",
               workaround="free the parts",
               evidence="the ASan build also printed `==73112==ERROR: LeakSanitizer: detected memory leaks`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="no LeakSanitizer output exists; the leak was found by valgrind",
               phrasing=["code span", "invented error"],
               st={"evidence": "==73112==ABORTING"}),
    ]


def records() -> list[Rec]:
    return [*_sqlite(), *_rust(), *_clink(), *_sanitize()]
