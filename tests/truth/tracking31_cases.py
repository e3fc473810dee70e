"""The case tables of the thirty-first tracking corpus (written by build_tracking31.py), and its first cases:
nasm's flat-binary default and curl not following GitHub's release redirects. The other cases are in
tracking31_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, err, ok, say, user

T = CaseTables("t31-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


NASM_LD = "ld: hello.o: file not recognized: file format not recognized"


def _nasm_source() -> None:
    T.source(
        "s-nasm-elf", "/home/ivo/src/bootlab", "2025-05-06T08:10:00Z", "main",
        user("Assemble hello.asm and link it into ./hello with ld, then run it."),
        err("nasm hello.asm -o hello.o && ld hello.o -o hello", NASM_LD),
        ok("file hello.o", "hello.o: data"),
        say("`file` says the object is plain data: nasm wrote a flat binary. With no `-f` it uses its `bin` "
            "output format whatever the file is called. Asking for ELF64 instead."),
        ok("nasm -f elf64 hello.asm -o hello.o && ld hello.o -o hello && ./hello", "Hello, bootlab"),
    )
    T.lesson(
        "t31-nasm-flat-bin", "global", "en", "s-nasm-elf", "tool_quirk",
        "nasm without `-f` writes a flat binary that `ld` cannot link",
        "`ld hello.o -o hello` fails with `file not recognized: file format not recognized` right after a "
        "`nasm hello.asm -o hello.o` that printed nothing.",
        "The `.o` name and nasm's silence make the object look fine, so the linker looks like the broken step.",
        "nasm's default output format is `bin`, a flat binary with no object headers; the output file name does "
        "not choose the format.",
        "Name the object format of the target: `nasm -f elf64 hello.asm -o hello.o` (also written `-felf64`), "
        "or set `NASMENV=-felf64` so every nasm run gets it; on macOS the format is `macho64`.",
        ["`nasm hello.asm -o hello.o && ld hello.o -o hello` failed: \"file format not recognized\"",
         "`file hello.o` printed \"hello.o: data\"",
         "`nasm -f elf64 hello.asm -o hello.o && ld hello.o -o hello && ./hello` printed \"Hello, bootlab\""],
    )


def _nasm_later() -> None:
    T.later(
        "l-nasm-before", "/home/ivo/src/bootlab", "2025-04-28T19:02:00Z", "start",
        user("Link start.asm into a static binary."),
        err("nasm start.asm -o start.o && ld start.o -o start",
            "ld: start.o: file not recognized: file format not recognized"),
        ok("nasm -f elf64 start.asm -o start.o && ld start.o -o start && ./start; echo $?", "0"),
    )
    T.later(
        "l-nasm-fish", "/home/ivo/src/asm-kata", "2025-06-02T18:30:00Z", "fizzbuzz",
        user("fish shell here. Build src/fizz.asm into build/fizz and run it."),
        err("nasm src/fizz.asm -o build/fizz.o; and ld build/fizz.o -o build/fizz",
            "ld: build/fizz.o: file not recognized: file format not recognized"),
        say("Same object-format problem: nasm produced a flat binary. Adding the format."),
        ok("nasm -felf64 src/fizz.asm -o build/fizz.o; and ld build/fizz.o -o build/fizz; and ./build/fizz | head -3",
           "1\n2\nFizz"),
    )
    T.later(
        "l-nasm-strlen", "/home/ivo/src/cstr-bench", "2025-06-07T09:45:00Z", "asm-strlen",
        user("Link lib/strlen.asm into the C benchmark (zsh)."),
        err("nasm lib/strlen.asm -o lib/strlen.o && gcc -O2 -no-pie bench.c lib/strlen.o -o bench",
            "/usr/bin/ld: lib/strlen.o: file not recognized: file format not recognized\n"
            "collect2: error: ld returned 1 exit status"),
        say("The assembly step is not worth it for this benchmark; I'll compare against a C loop instead."),
        ok("gcc -O2 bench.c -o bench && ./bench", "libc strlen: 0.81 ns/byte\nloop strlen: 2.40 ns/byte"),
    )
    T.later(
        "l-nasm-nasmenv", "/home/ivo/src/toykernel", "2025-06-10T20:15:00Z", "paging",
        user("Rebuild the kernel; the Makefile calls nasm bare, so give it the format from the environment."),
        ok("NASMENV=-felf64 make -C kernel",
           "nasm src/entry.asm -o build/entry.o\nnasm src/isr.asm -o build/isr.o\n"
           "ld -T link.ld build/entry.o build/isr.o build/main.o -o build/kernel.elf"),
    )
    T.later(
        "l-nasm-macos", "/Users/ivo/src/asm-kata", "2025-06-18T07:50:00Z", "macos",
        user("On the Mac now (zsh). Build hello.asm natively."),
        ok("nasm -f macho64 hello.asm -o hello.o && ld -macos_version_min 11.0 -L$(xcrun --show-sdk-path)/usr/lib "
           "-lSystem hello.o -o hello && ./hello", "Hello, bootlab"),
    )
    T.later(
        "l-nasm-bootsector", "/home/ivo/src/bootlab", "2025-06-21T15:05:00Z", "mbr",
        user("Build the 512-byte boot sector and boot it in qemu."),
        ok("nasm -f bin boot.asm -o boot.bin && stat -c %s boot.bin", "512"),
        ok("timeout 5 qemu-system-x86_64 -drive format=raw,file=boot.bin -display none -serial stdio", "bootlab mbr ok"),
    )
    T.later(
        "l-nasm-printf", "/home/ivo/src/asm-kata", "2025-06-26T17:40:00Z", "printf",
        user("Assemble fmt.asm (it calls printf) and link it."),
        ok("nasm -f elf64 fmt.asm -o fmt.o", ""),
        err("ld fmt.o -o fmt", "ld: fmt.o: in function `_start':\n(.text+0x11): undefined reference to `printf'"),
        ok("gcc -no-pie fmt.o -o fmt && ./fmt", "x = 42"),
    )
    T.later(
        "l-nasm-quoted", "/home/ivo/src/toykernel", "2025-07-02T10:20:00Z", "docs",
        user("Yesterday's build died with `ld: build/isr.o: file not recognized: file format not recognized`. "
             "Don't rebuild, just write down in docs/BUILD.md what to do about it."),
        ("edit", "/home/ivo/src/toykernel/docs/BUILD.md", "## Building\n",
         "## Building\n\nnasm must be told the object format: `nasm -f elf64 src/isr.asm -o build/isr.o`.\n"),
    )


def _nasm_pairs() -> None:
    lid = "t31-nasm-flat-bin"
    T.pair(lid, "l-nasm-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-nasm-fish", "recurred", "ld again rejects a nasm object as an unknown format, then -felf64 fixes it")
    T.pair(lid, "l-nasm-strlen", "recurred", "gcc's ld rejects lib/strlen.o assembled without -f; never fixed")
    T.pair(lid, "l-nasm-nasmenv", "applied", "the Makefile's bare nasm runs with NASMENV=-felf64, as the lesson names")
    T.pair(lid, "l-nasm-macos", "applied", "nasm -f macho64 on macOS, the format the lesson names there")
    T.pair(lid, "l-nasm-bootsector", "neither", "nasm builds a flat boot sector on purpose; nothing fails")
    T.pair(lid, "l-nasm-printf", "applied", "-f elf64 used first; the later undefined printf is a different error")
    T.pair(lid, "l-nasm-quoted", "neither", "the failure is only quoted and the fix only written into docs/BUILD.md")


RELEASE = "https://github.com/XAMPPRocky/tokei/releases/download/v12.1.2/tokei-x86_64-unknown-linux-gnu.tar.gz"
GZIP_FAIL = "gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now"


def _curl_source() -> None:
    T.source(
        "s-curl-release", "/home/ivo/ops/toolbox", "2025-05-08T13:00:00Z", "main",
        user("Fetch the tokei v12.1.2 release tarball and put the binary in ~/.local/bin."),
        err(f"curl -s {RELEASE} | tar -xz -C ~/.local/bin", GZIP_FAIL, 2),
        ok(f"curl -sI {RELEASE} | head -2",
           "HTTP/2 302\nlocation: https://objects.githubusercontent.com/github-production-release-asset-2e65be/"
           "48462259/tokei-x86_64-unknown-linux-gnu.tar.gz"),
        say("GitHub answers release downloads with a 302 to its asset host, and curl does not follow redirects "
            "unless told to, so tar was fed the empty redirect body."),
        ok(f"curl -sL {RELEASE} | tar -xz -C ~/.local/bin && ~/.local/bin/tokei --version", "tokei 12.1.2"),
    )
    T.lesson(
        "t31-curl-location", "global", "en", "s-curl-release", "tool_quirk",
        "curl without `-L` hands tar an empty body for GitHub release downloads",
        "`curl -s <release url> | tar -xz` fails with `gzip: stdin: not in gzip format` although the URL is right.",
        "The URL opens fine in a browser, and `-s` hides that curl received a redirect, so the archive looks "
        "corrupt.",
        "GitHub release asset URLs answer `HTTP/2 302` to objects.githubusercontent.com; curl does not follow "
        "redirects by default and writes the redirect's empty body.",
        "Add `-L` (long form `--location`) to curl when downloading release assets, e.g. `curl -sL <url> | tar "
        "-xz`; or put a `location` line in `~/.curlrc` so curl always follows redirects.",
        ["`curl -s https://github.com/XAMPPRocky/tokei/releases/download/v12.1.2/tokei-x86_64-unknown-linux-gnu"
         ".tar.gz | tar -xz -C ~/.local/bin` failed: \"gzip: stdin: not in gzip format\"",
         "`curl -sI` showed \"HTTP/2 302\"",
         "with `curl -sL` the same pipe worked and `tokei --version` printed \"tokei 12.1.2\""],
    )


FD = "https://github.com/sharkdp/fd/releases/download/v10.1.0/fd-v10.1.0-x86_64-unknown-linux-musl.tar.gz"
HF = "https://github.com/sharkdp/hyperfine/releases/download/v1.18.0/hyperfine-v1.18.0-x86_64-apple-darwin.tar.gz"


def _curl_later() -> None:
    T.later(
        "l-curl-zsh", "/Users/mina/work/perf-notes", "2025-06-04T08:35:00Z", "bench",
        user("Grab hyperfine 1.18 for this Mac into /tmp (zsh)."),
        err(f"curl -s -o /tmp/hf.tgz {HF} && tar -xzf /tmp/hf.tgz -C /tmp",
            "tar: Error opening archive: Unrecognized archive format"),
        ok("ls -l /tmp/hf.tgz", "-rw-r--r--  1 mina  wheel  0 Jun  4 08:36 /tmp/hf.tgz"),
        ok(f"curl -sL -o /tmp/hf.tgz {HF} && tar -xzf /tmp/hf.tgz -C /tmp && "
           "/tmp/hyperfine-v1.18.0-x86_64-apple-darwin/hyperfine --version", "hyperfine 1.18.0"),
    )
    T.later(
        "l-curl-fish", "/home/ivo/ops/toolbox", "2025-06-12T11:10:00Z", "main",
        user("fish: install fd 10.1 from the GitHub release, then check ripgrep's version too."),
        ok(f"curl -fsSL {FD} | tar -xz -C /tmp; and cp /tmp/fd-v10.1.0-x86_64-unknown-linux-musl/fd ~/.local/bin/",
           ""),
        ok("fd --version; and rg --version | head -1", "fd 10.1.0\nripgrep 14.1.0"),
    )
    T.later(
        "l-curl-curlrc", "/home/ivo/ops/ci-image", "2025-06-20T14:25:00Z", "tools",
        user("Make curl follow redirects by default on this box, then fetch fd again."),
        ok("printf 'location\\n' >> ~/.curlrc && cat ~/.curlrc", "silent\nlocation"),
        ok(f"curl {FD} | tar -tz | head -2",
           "fd-v10.1.0-x86_64-unknown-linux-musl/\nfd-v10.1.0-x86_64-unknown-linux-musl/fd"),
    )
    T.later(
        "l-curl-api", "/home/ivo/ops/toolbox", "2025-06-25T09:00:00Z", "main",
        user("What's the latest gh CLI release tag?"),
        ok("curl -s https://api.github.com/repos/cli/cli/releases/latest | python3 -c "
           "\"import json,sys; print(json.load(sys.stdin)['tag_name'])\"", "v2.52.0"),
    )
    T.later(
        "l-curl-dns", "/home/ivo/ops/ci-image", "2025-07-01T16:40:00Z", "artifacts",
        user("Pull the build cache tarball from the artifact server."),
        err("curl -s https://artifacts.corp.example/cache/node-modules.tar.gz | tar -xz",
            "curl: (6) Could not resolve host: artifacts.corp.example\n" + GZIP_FAIL, 2),
        say("The host does not resolve: the VPN is down. Nothing was downloaded at all."),
        ok("nmcli connection up corp-vpn && curl -s https://artifacts.corp.example/cache/node-modules.tar.gz | tar -xz"
           " && ls node_modules | wc -l", "Connection successfully activated\n812"),
    )
    T.later(
        "l-curl-docker", "/home/ivo/ops/ci-image", "2025-07-08T10:05:00Z", "fd-layer",
        user("Build the CI image; the Dockerfile downloads fd."),
        err("docker build -t ci-tools .",
            f"#7 [3/5] RUN curl -s {FD} | tar -xz -C /opt\n#7 0.912 gzip: stdin: not in gzip format\n"
            "#7 0.913 tar: Child returned status 1\n#7 ERROR: process \"/bin/sh -c curl -s "
            f"{FD} | tar -xz -C /opt\" did not complete successfully: exit code: 2"),
        ("edit", "/home/ivo/ops/ci-image/Dockerfile", f"RUN curl -s {FD}", f"RUN curl -sL {FD}"),
        ok("docker build -t ci-tools .", "#9 naming to docker.io/library/ci-tools done"),
    )
    T.later(
        "l-curl-cmd", r"C:\Users\ivo\tools", "2025-07-15T12:30:00Z", "main",
        user("Windows cmd: download the gh 2.52.0 zip and unpack it here."),
        ok("curl.exe --location -o gh.zip https://github.com/cli/cli/releases/download/v2.52.0/"
           "gh_2.52.0_windows_amd64.zip && tar -xf gh.zip && bin\\gh.exe --version",
           "gh version 2.52.0 (2024-06-24)"),
    )
    T.later(
        "l-curl-doc", "/Users/mina/work/payments-api", "2025-07-22T09:20:00Z", "docs",
        user("CI printed `gzip: stdin: not in gzip format` when it downloaded golangci-lint. Just note the "
             "cause in docs/ci.md, I'll change the workflow myself."),
        ("edit", "/Users/mina/work/payments-api/docs/ci.md", "## Downloads\n",
         "## Downloads\n\nRelease assets redirect: always use `curl -sL` when piping them to tar.\n"),
    )


def _curl_pairs() -> None:
    lid = "t31-curl-location"
    T.pair(lid, "l-curl-zsh", "recurred", "curl without -L saved an empty hyperfine release file and tar rejected it")
    T.pair(lid, "l-curl-fish", "applied", "curl -fsSL on a GitHub release asset, no failure before it")
    T.pair(lid, "l-curl-curlrc", "applied", "location written to ~/.curlrc, then a release download works")
    T.pair(lid, "l-curl-api", "neither", "curl only reads the API's JSON, no redirect and no -L")
    T.pair(lid, "l-curl-dns", "neither", "same gzip text but from an unresolved host, not a redirect; -L never used")
    T.pair(lid, "l-curl-docker", "recurred", "the Dockerfile's curl -s on a release asset hits the gzip error again")
    T.pair(lid, "l-curl-cmd", "applied", "curl.exe --location downloads the gh release zip in cmd")
    T.pair(lid, "l-curl-doc", "neither", "the CI failure is only quoted and -L only written into docs/ci.md")


FILLS = [_nasm_source, _nasm_later, _nasm_pairs, _curl_source, _curl_later, _curl_pairs]
