"""Cases of the thirty-sixth tracking corpus (tables and rules in tracking36_cases.py): ufw enable aborting in
a non-interactive ssh shell, ninja run outside the build directory (fish, cmd) and yt-dlp merging formats
without ffmpeg (fish)."""
from __future__ import annotations

from tests.truth.tracking36_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- ufw enable aborting in a non-interactive ssh shell ------------------------------------------------------

ABORT = "Command may disrupt existing ssh connections. Proceed with operation (y|n)? Aborted"
ACTIVE = ("Firewall is active and enabled on system startup\nStatus: active\n\n"
          "To                         Action      From\n--                         ------      ----\n"
          "OpenSSH                    ALLOW       Anywhere\n443/tcp                    ALLOW       Anywhere")


def fill_ufw() -> None:
    T.source(
        "s-ufw-force", "/home/lee/infra", "2026-03-14T10:00:00Z", "main",
        user("On the new VPS (ssh vps3) allow ssh and 443 and turn the firewall on."),
        ok("ssh vps3 'sudo ufw allow OpenSSH && sudo ufw allow 443/tcp'",
           "Rules updated\nRules updated (v6)\nRules updated\nRules updated (v6)"),
        err("ssh vps3 'sudo ufw enable && sudo ufw status | grep -q \"Status: active\"'", ABORT),
        say("ufw asks for confirmation when it sees an ssh session, and with no terminal the answer is empty, "
            "so it aborted and the firewall is still inactive. OpenSSH is already allowed, so forcing it is safe."),
        ok("ssh vps3 'sudo ufw --force enable && sudo ufw status'", ACTIVE),
    )
    T.lesson(
        "t36-ufw-enable-noninteractive", "global", "en", "s-ufw-force", "workflow",
        "ufw enable over a non-interactive ssh command silently aborts",
        "`sudo ufw enable` run through ssh prints `Command may disrupt existing ssh connections. Proceed with "
        "operation (y|n)? Aborted` and the firewall stays inactive.",
        "The prompt gets no answer from a command run without a terminal, so ufw aborts instead of enabling; "
        "the command does not even exit non-zero, only the status check shows it.",
        "ufw asks for confirmation before enabling from an ssh session and treats no answer as no.",
        "After allowing OpenSSH, enable with ufw --force enable (in scripts and over ssh), or feed the answer "
        "with echo y | sudo ufw enable; then check ufw status.",
        ["`Command may disrupt existing ssh connections. Proceed with operation (y|n)? Aborted`",
         "`sudo ufw --force enable`"],
    )

    T.later(
        "l-ufw-harden-script", "/home/lee/infra", "2026-03-28T09:00:00Z", "feat/vps4",
        user("vps4 is up. Write the hardening steps into scripts/harden.sh and run it there."),
        write("scripts/harden.sh", "#!/bin/bash\nset -euo pipefail\nufw default deny incoming\n"
                                   "ufw allow OpenSSH\nufw allow 443/tcp\nufw --force enable\n"
                                   "sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' "
                                   "/etc/ssh/sshd_config\nsystemctl reload ssh\n"),
        ok("ssh vps4 'sudo bash -s' < scripts/harden.sh",
           "Default incoming policy changed to 'deny'\nRules updated\nRules updated (v6)\nRules updated\n"
           "Rules updated (v6)\nFirewall is active and enabled on system startup"),
        ok("ssh vps4 'sudo ufw status verbose | head -3'",
           "Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), disabled (routed)"),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-harden-script", "applied",
           "a script run over ssh enables with ufw --force enable, no abort before")

    T.later(
        "l-ufw-echo-y", "/home/lee/infra", "2026-04-08T11:30:00Z", "main",
        user("mail1 needs 25 and 587 open and the firewall on."),
        ok("ssh mail1 'sudo ufw allow OpenSSH && sudo ufw allow 25/tcp && sudo ufw allow 587/tcp'",
           "Rules updated\nRules updated (v6)\nRules updated\nRules updated (v6)\nRules updated\nRules updated (v6)"),
        ok("ssh mail1 'echo y | sudo ufw enable && sudo ufw status | head -1'",
           "Command may disrupt existing ssh connections. Proceed with operation (y|n)? Firewall is active and "
           "enabled on system startup\nStatus: active"),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-echo-y", "applied",
           "answers the prompt with echo y | sudo ufw enable, which the lesson names; firewall active")

    T.later(
        "l-ufw-recur-db2", "/home/lee/infra", "2026-04-15T08:00:00Z", "feat/db2",
        user("Lock down db2: ssh and 5432 from 10.0.0.0/8 only, then enable ufw."),
        ok("ssh db2 'sudo ufw allow OpenSSH && sudo ufw allow from 10.0.0.0/8 to any port 5432'",
           "Rules updated\nRules updated (v6)\nRules updated"),
        err("ssh db2 'sudo ufw enable; sudo ufw status | grep -q \"Status: active\"'", ABORT),
        ok("ssh db2 'sudo ufw --force enable'", "Firewall is active and enabled on system startup"),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-recur-db2", "recurred",
           "ufw enable over ssh on db2 aborts at the prompt again, then --force is used")

    T.later(
        "l-ufw-recur-bastion", "/home/lee/infra", "2026-04-26T14:20:00Z", "main",
        user("Turn the firewall on on the bastion, rules are already there."),
        err("ssh bastion 'sudo ufw enable && sudo ufw status | grep -q \"Status: active\"'", ABORT),
        say("It aborted at the ssh prompt and the bastion firewall is still off. I'll stop here since a mistake "
            "on the bastion could lock us out; confirm and I'll force it."),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-recur-bastion", "recurred",
           "ufw enable on the bastion aborts at the prompt the same way; left for the person")

    T.later(
        "l-ufw-rules-only", "/home/lee/infra", "2026-05-03T10:00:00Z", "feat/metrics",
        user("Open 9100 on vps3 for the Prometheus scraper, from 10.8.0.5 only."),
        ok("ssh vps3 'sudo ufw allow from 10.8.0.5 to any port 9100 proto tcp && sudo ufw status numbered'",
           "Rule added\nStatus: active\n\n     To                         Action      From\n"
           "[ 1] OpenSSH                    ALLOW IN    Anywhere\n[ 2] 443/tcp                    ALLOW IN    Anywhere\n"
           "[ 3] 9100/tcp                   ALLOW IN    10.8.0.5"),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-rules-only", "neither",
           "ufw only adds a rule on an already active firewall; no enable, no prompt")

    T.later(
        "l-ufw-lxc-iptables", "/home/lee/infra", "2026-05-10T09:40:00Z", "feat/lxc-ci",
        user("Enable ufw inside the ci-runner LXC container."),
        err("ssh ci-runner 'sudo ufw --force enable'",
            "ERROR: problem running ufw-init\niptables-restore v1.8.7 (nf_tables): Could not fetch rule set "
            "generation id: Permission denied (you must be root)\n\nProblem running '/etc/ufw/before.rules'"),
        say("The unprivileged container cannot load netfilter rules, so ufw can't work inside it. The firewall "
            "belongs on the LXD host for this one."),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-lxc-iptables", "applied",
           "uses ufw --force enable (the fix) with no abort before; the iptables failure in LXC is another error")

    T.later(
        "l-ufw-quoted-why", "/home/lee/infra", "2026-05-16T12:00:00Z", "main",
        user("My Ansible shell task printed `Proceed with operation (y|n)? Aborted` but reported ok. What does "
             "that mean? Just explain."),
        say("ufw asked to confirm enabling from an ssh session; with no terminal the answer was empty so it "
            "aborted, and it exits 0 so the task looks ok. The firewall is still inactive."),
    )
    T.pair("t36-ufw-enable-noninteractive", "l-ufw-quoted-why", "neither",
           "the abort text is quoted by the person and explained; nothing is run")


# --- ninja run outside the build directory (fish, cmd) ------------------------------------------------------

NOBUILD = "ninja: error: loading 'build.ninja': No such file or directory"


def fill_ninja() -> None:
    T.source(
        "s-ninja-builddir", "/home/sofia/src/tilemap", "2026-03-15T16:00:00Z", "feat/render-batching",
        user("I configured with cmake -G Ninja -B build earlier. Rebuild after my change to src/render.cpp "
             "(fish shell)."),
        err("fish -c 'ninja'", NOBUILD),
        ok("fish -c 'ls build/build.ninja'", "build/build.ninja"),
        say("The Ninja files are in build/, not in the source root where ninja looked."),
        ok("fish -c 'ninja -C build'",
           "ninja: Entering directory `build'\n[1/3] Building CXX object CMakeFiles/tilemap.dir/src/render.cpp.o\n"
           "[3/3] Linking CXX executable tilemap"),
    )
    T.lesson(
        "t36-ninja-outside-build-dir", "project", "en", "s-ninja-builddir", "workflow",
        "ninja in the source root finds no build.ninja with an out-of-tree CMake build",
        "`ninja` fails immediately with `ninja: error: loading 'build.ninja': No such file or directory`.",
        "The project was configured with cmake -G Ninja -B build, so build.ninja lives in build/, while the "
        "shell stays in the source root.",
        "ninja only reads build.ninja from the current directory unless given another one.",
        "Point ninja at the build directory: ninja -C build (ninja -C out\\release on Windows), or use "
        "cmake --build build, which runs ninja there; or cd build first (cd build; and ninja in fish).",
        ["`ninja: error: loading 'build.ninja': No such file or directory`", "`ninja -C build`"],
    )

    T.later(
        "l-ninja-cmake-build", "/home/sofia/src/tilemap", "2026-03-27T15:00:00Z", "feat/render-batching",
        user("Build the tests and run them."),
        ok("fish -c 'cmake --build build --target tilemap_tests'",
           "[2/2] Linking CXX executable tests/tilemap_tests"),
        ok("fish -c 'ctest --test-dir build --output-on-failure'",
           "100% tests passed, 0 tests failed out of 18\n\nTotal Test time (real) =   1.92 sec"),
        edit("src/render.cpp", "batch.reserve(64);", "batch.reserve(256);"),
        ok("fish -c 'cmake --build build && ctest --test-dir build -R batch'",
           "[2/2] Linking CXX executable tilemap\n100% tests passed, 0 tests failed out of 3"),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-cmake-build", "applied",
           "builds through cmake --build build, which the lesson names, with no build.ninja error")

    T.later(
        "l-ninja-cmd-windows", "C:\\src\\tilemap", "2026-04-04T08:20:00Z", "win/msvc",
        user("Release build on the Windows box, it's configured in out\\release."),
        ok('cmd /c "call \\"C:\\Program Files\\Microsoft Visual Studio\\2022\\Community\\VC\\Auxiliary\\Build\\'
           'vcvars64.bat\\" >nul && ninja -C out\\release"',
           "ninja: Entering directory `out\\release'\n[42/42] Linking CXX executable tilemap.exe"),
        ok('cmd /c "out\\release\\tilemap.exe --version"', "tilemap 0.8.0 (MSVC 19.39)"),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-cmd-windows", "applied",
           "ninja -C out\\release from cmd, the lesson's Windows spelling")

    T.later(
        "l-ninja-cd-and", "/home/sofia/src/tilemap", "2026-04-13T17:10:00Z", "fix/atlas-leak",
        user("Rebuild with ASan, the asan build dir is build-asan."),
        ok("fish -c 'cd build-asan; and ninja; and ./tilemap --selftest'",
           "[5/5] Linking CXX executable tilemap\nselftest: 212 checks, 0 failures"),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-cd-and", "applied",
           "cd build-asan; and ninja in fish, the cd-first spelling the lesson gives")

    T.later(
        "l-ninja-recur-bench", "/home/sofia/src/tilemap", "2026-04-21T13:00:00Z", "perf/bench",
        user("Build the benchmark target and run it."),
        err("fish -c 'ninja tilemap_bench'", NOBUILD),
        ok("fish -c 'ninja -C build tilemap_bench; and build/bench/tilemap_bench --benchmark_min_time=0.2s'",
           "ninja: Entering directory `build'\n[4/4] Linking CXX executable bench/tilemap_bench\n"
           "BM_BatchRender/1024       1843 us         1840 us          380"),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-recur-bench", "recurred",
           "ninja run from the source root fails to load build.ninja again, then -C build fixes it")

    T.later(
        "l-ninja-recur-other-repo", "/home/sofia/src/physics2d", "2026-05-02T10:30:00Z", "main",
        user("Build physics2d, it's configured in out/."),
        err("fish -c 'ninja -j8'", NOBUILD),
        say("ninja looked in the repo root; physics2d's build files are in out/. Do you want a debug or release "
            "build there? out/ has both configs."),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-recur-other-repo", "recurred",
           "in another repo ninja run from the root again finds no build.ninja; not fixed in the session")

    T.later(
        "l-ninja-readme-only", "/home/sofia/src/tilemap", "2026-05-09T09:00:00Z", "docs/build",
        user("Add a Building section to the README: configure with cmake -G Ninja -B build, build with ninja -C "
             "build. Docs only."),
        read("README.md", "# tilemap\n\nA small tile map renderer.\n"),
        edit("README.md", "A small tile map renderer.\n",
             "A small tile map renderer.\n\n## Building\n\n    cmake -G Ninja -B build\n    ninja -C build\n"),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-readme-only", "neither",
           "ninja -C build is only written into the README; nothing is built")

    T.later(
        "l-ninja-compile-error", "/home/sofia/src/tilemap", "2026-05-14T11:00:00Z", "feat/hex-grid",
        user("Does the hex grid branch compile?"),
        err("fish -c 'ninja -C build'",
            "ninja: Entering directory `build'\n[1/4] Building CXX object CMakeFiles/tilemap.dir/src/hex.cpp.o\n"
            "FAILED: CMakeFiles/tilemap.dir/src/hex.cpp.o\n/home/sofia/src/tilemap/src/hex.cpp:41:12: error: "
            "no member named 'axial' in 'HexCoord'\nninja: build stopped: subcommand failed."),
    )
    T.pair("t36-ninja-outside-build-dir", "l-ninja-compile-error", "applied",
           "ninja -C build is used (the fix) with no build.ninja error; the compile error is a different failure")


# --- yt-dlp merging formats without ffmpeg (fish) -----------------------------------------------------------

NOFF = ("ERROR: You have requested merging of multiple formats but ffmpeg is not installed. Aborting due to "
        "--abort-on-error")
FFDIR = "~/opt/ffmpeg-7.0-amd64-static"


def fetched(vid: str, title: str) -> str:
    return (f"[youtube] Extracting URL: https://www.youtube.com/watch?v={vid}\n"
            f"[youtube] {vid}: Downloading webpage\n[info] {vid}: Downloading 1 format(s): 299+251\n"
            f"[Merger] Merging formats into \"{title}.mkv\"\n"
            f"Deleting original file {title}.f299.mp4 (pass -k to keep)")


def fill_ytdlp() -> None:
    T.source(
        "s-ytdlp-noffmpeg", "/home/kai/media/talks", "2026-03-16T19:00:00Z", "HEAD",
        user("Download this talk at best quality into this folder (I use fish): "
             "https://www.youtube.com/watch?v=q8a1ZxK3mTc"),
        err("fish -c 'yt-dlp -f \"bv*+ba\" -o \"%(title)s.%(ext)s\" https://www.youtube.com/watch?v=q8a1ZxK3mTc'",
            "[youtube] Extracting URL: https://www.youtube.com/watch?v=q8a1ZxK3mTc\n"
            "[youtube] q8a1ZxK3mTc: Downloading webpage\n" + NOFF),
        ok(f"fish -c 'command -v ffmpeg; or echo none; ls {FFDIR}'", "none\nffmpeg\nffprobe\nGPLv3.txt\nreadme.txt"),
        say("Best video and best audio are separate streams and yt-dlp needs ffmpeg to merge them. ffmpeg "
            "isn't on PATH, but there's a static build in ~/opt; pointing yt-dlp at it."),
        ok(f"fish -c 'yt-dlp -f \"bv*+ba\" --ffmpeg-location {FFDIR} -o \"%(title)s.%(ext)s\" "
           "https://www.youtube.com/watch?v=q8a1ZxK3mTc'",
           fetched("q8a1ZxK3mTc", "Scaling Postgres at Example")),
    )
    T.lesson(
        "t36-ytdlp-merge-without-ffmpeg", "global", "en", "s-ytdlp-noffmpeg", "workflow",
        "yt-dlp cannot merge best video and audio without ffmpeg",
        "yt-dlp stops with `ERROR: You have requested merging of multiple formats but ffmpeg is not installed.` "
        "when asked for bv*+ba.",
        "ffmpeg here is a static build in ~/opt/ffmpeg-7.0-amd64-static that is not on PATH, so yt-dlp does "
        "not find it.",
        "The best video and audio are separate streams; merging them is done by ffmpeg, which yt-dlp looks for "
        "on PATH.",
        "Point yt-dlp at ffmpeg with --ffmpeg-location ~/opt/ffmpeg-7.0-amd64-static (on the command line, in "
        "an alias, or as a line in ~/.config/yt-dlp/config), or put that directory on PATH; if one file of lower "
        "quality is fine, choose a single pre-merged format with -f b, which needs no merge.",
        ["`ERROR: You have requested merging of multiple formats but ffmpeg is not installed.`",
         "`--ffmpeg-location ~/opt/ffmpeg-7.0-amd64-static`"],
    )

    T.later(
        "l-ytdlp-config-file", "/home/kai/media/talks", "2026-03-29T18:00:00Z", "HEAD",
        user("Make yt-dlp always find my ffmpeg, then grab https://www.youtube.com/watch?v=Zp4b1Qy7aHk at best "
             "quality."),
        write("/home/kai/.config/yt-dlp/config", f"--ffmpeg-location {FFDIR}\n-o %(title)s.%(ext)s\n"),
        ok("fish -c 'yt-dlp -f \"bv*+ba\" https://www.youtube.com/watch?v=Zp4b1Qy7aHk'",
           fetched("Zp4b1Qy7aHk", "Vacuum Internals")),
        ok("fish -c 'ls *.mkv'", "Scaling Postgres at Example.mkv\nVacuum Internals.mkv"),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-config-file", "applied",
           "--ffmpeg-location in ~/.config/yt-dlp/config, then the merge works, the config-file spelling")

    T.later(
        "l-ytdlp-single-format", "/home/kai/media/clips", "2026-04-09T20:10:00Z", "HEAD",
        user("Just a quick copy of this clip for the slides, quality doesn't matter: "
             "https://www.youtube.com/watch?v=Hk3mP0sQe2w"),
        ok("fish -c 'yt-dlp -f b -o clip.mp4 https://www.youtube.com/watch?v=Hk3mP0sQe2w'",
           "[youtube] Hk3mP0sQe2w: Downloading webpage\n[info] Hk3mP0sQe2w: Downloading 1 format(s): 18\n"
           "[download] 100% of   11.20MiB in 00:00:03 at 3.21MiB/s"),
        ok("fish -c 'ffprobe -v error -show_entries format=duration clip.mp4 2>/dev/null; or echo no-ffprobe'",
           "no-ffprobe"),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-single-format", "applied",
           "picks the single pre-merged format with -f b, the lesson's no-merge option, with no merge error")

    T.later(
        "l-ytdlp-alias", "/home/kai/media/talks", "2026-04-18T21:00:00Z", "HEAD",
        user("Give me a fish alias ytbest for best-quality downloads and use it on "
             "https://www.youtube.com/watch?v=Rt8kLm2Wq0c"),
        ok(f"fish -c 'alias --save ytbest \"yt-dlp -f bv*+ba --ffmpeg-location {FFDIR}\"; and ytbest -o "
           "\"%(title)s.%(ext)s\" https://www.youtube.com/watch?v=Rt8kLm2Wq0c'",
           "funcsave: wrote /home/kai/.config/fish/functions/ytbest.fish\n"
           + fetched("Rt8kLm2Wq0c", "Logical Replication in Practice")),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-alias", "applied",
           "a fish alias that passes --ffmpeg-location is defined and used for a merged download")

    T.later(
        "l-ytdlp-recur-playlist", "/home/kai/media/course", "2026-04-25T17:30:00Z", "HEAD",
        user("Download the whole course playlist at best quality: "
             "https://www.youtube.com/playlist?list=PLx9cR2bQ7tY"),
        err("fish -c 'yt-dlp -f \"bestvideo+bestaudio\" -o \"%(playlist_index)02d %(title)s.%(ext)s\" "
            "\"https://www.youtube.com/playlist?list=PLx9cR2bQ7tY\"'",
            "[youtube:tab] PLx9cR2bQ7tY: Downloading webpage\n[download] Downloading playlist: Postgres Course\n"
            "[download] Downloading item 1 of 14\n" + NOFF),
        ok(f"fish -c 'yt-dlp -f \"bestvideo+bestaudio\" --ffmpeg-location {FFDIR} -o \"%(playlist_index)02d "
           "%(title)s.%(ext)s\" \"https://www.youtube.com/playlist?list=PLx9cR2bQ7tY\" | tail -1'",
           "[download] Finished downloading playlist: Postgres Course"),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-recur-playlist", "recurred",
           "the playlist download hits the ffmpeg merge error again, then --ffmpeg-location fixes it")

    T.later(
        "l-ytdlp-recur-nas", "/home/kai/media", "2026-05-06T22:00:00Z", "HEAD",
        user("Run the download on the NAS instead so it lands on the big disk: "
             "https://www.youtube.com/watch?v=Wq2nV8cXp1s"),
        err("ssh nas 'cd /volume1/media && yt-dlp -f \"bv*+ba\" https://www.youtube.com/watch?v=Wq2nV8cXp1s'",
            "[youtube] Wq2nV8cXp1s: Downloading webpage\n" + NOFF),
        say("The NAS has no ffmpeg either. Do you want me to copy the static build there?"),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-recur-nas", "recurred",
           "on the NAS over ssh the merge fails because ffmpeg is missing, same error; not fixed")

    T.later(
        "l-ytdlp-bot-check", "/home/kai/media/talks", "2026-05-12T19:40:00Z", "HEAD",
        user("Grab https://www.youtube.com/watch?v=Ty6mB3nKd9e too."),
        err("fish -c 'yt-dlp https://www.youtube.com/watch?v=Ty6mB3nKd9e'",
            "[youtube] Ty6mB3nKd9e: Downloading webpage\nERROR: [youtube] Ty6mB3nKd9e: Sign in to confirm you're "
            "not a bot. Use --cookies-from-browser or --cookies for the authentication."),
        say("YouTube wants a signed-in session for this one. If you're logged in in Firefox I can pass "
            "--cookies-from-browser firefox."),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-bot-check", "neither",
           "a sign-in/bot check error from yt-dlp: a different error, no ffmpeg involved")

    T.later(
        "l-ytdlp-list-formats", "/home/kai/media/talks", "2026-05-17T18:15:00Z", "HEAD",
        user("Which formats does https://www.youtube.com/watch?v=q8a1ZxK3mTc have? Don't download."),
        ok("fish -c 'yt-dlp -F https://www.youtube.com/watch?v=q8a1ZxK3mTc | tail -4'",
           "251 webm audio only      2 |  41.22MiB  130k https | audio only        opus\n"
           "18  mp4  640x360     25  2 |  88.01MiB  290k https | avc1.42001E mp4a.40.2\n"
           "299 mp4  1920x1080   50    | 812.40MiB 2672k https | avc1.64002a video only\n"
           "303 webm 1920x1080   50    | 640.77MiB 2107k https | vp9 video only"),
    )
    T.pair("t36-ytdlp-merge-without-ffmpeg", "l-ytdlp-list-formats", "neither",
           "yt-dlp only lists formats; nothing is downloaded or merged")


FILLS = [fill_ufw, fill_ninja, fill_ytdlp]
