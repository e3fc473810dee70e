"""Cases of the thirty-second tracking corpus (see tracking32_cases.py for the labelling rules): just on a
Windows host with no sh (through ssh into cmd), Hugo without the extended edition building SCSS (a prose-only
fix), and LibreOffice's headless conversion doing nothing while another instance owns the profile; and two
later sessions that touch two lessons each."""
from __future__ import annotations

from tests.truth.tracking32_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user

# ---------------------------------------------------------------------------------------------------------
# 13. just on Windows without sh.exe (set windows-shell / --shell / Git's bin on PATH)

JUST_NOSHELL = "error: Recipe `{r}` could not be run because just could not find the shell: program not found"
CARGO_DONE = "   Compiling {p} v{v} (C:\\src\\{p})\n    Finished `release` profile [optimized] target(s) in {t}"


def _just() -> None:
    T.source(
        "s-just-winshell", "/home/arno/src/tilemap", "2025-08-26T13:00:00Z", "main",
        user("Check that the Windows build works: run `just build` on win-build-03 in C:\\src\\tilemap (already "
             "synced)."),
        ok("ssh win-build-03 \"where just && just --version\"", "C:\\Users\\builder\\.cargo\\bin\\just.exe\njust 1.36.0"),
        err("ssh win-build-03 \"cd /d C:\\src\\tilemap && just build\"",
            "cargo build --release\n" + JUST_NOSHELL.format(r="build")),
        say("just runs recipe lines with `sh -cu` by default, on Windows too. The ssh session on win-build-03 is "
            "cmd, and Git's sh.exe is not on its PATH. A `windows-shell` setting in the justfile makes just use "
            "PowerShell there and leaves Linux and macOS on sh."),
        edit("/home/arno/src/tilemap/justfile", "set dotenv-load\n",
             "set dotenv-load\nset windows-shell := [\"powershell.exe\", \"-NoLogo\", \"-Command\"]\n"),
        ok("scp justfile win-build-03:C:/src/tilemap/justfile && ssh win-build-03 \"cd /d C:\\src\\tilemap && just "
           "build\"", "cargo build --release\n" + CARGO_DONE.format(p="tilemap", v="0.6.0", t="48.02s")),
    )
    T.lesson(
        "t32-just-windows-shell", "project", "en", "s-just-winshell", "workflow",
        "just cannot run recipes on a Windows host without sh.exe unless the justfile names a Windows shell",
        "`ssh win-build-03 \"cd /d C:\\src\\tilemap && just build\"` echoes the recipe line and then fails with "
        "`could not find the shell: program not found`.",
        "just itself is installed and `just --version` works, so the justfile or the recipe looks wrong.",
        "just runs recipe lines with `sh -cu` by default on every platform; a cmd session on Windows has no sh.exe "
        "on PATH unless Git for Windows' bin folder is added.",
        "Add `set windows-shell := [\"powershell.exe\", \"-NoLogo\", \"-Command\"]` to the justfile, or run "
        "`just --shell powershell.exe --shell-arg -Command <recipe>`, or put Git's `bin` folder (with sh.exe) on "
        "PATH before calling just.",
        ["`just could not find the shell: program not found`", "`cargo build --release`",
         "`set windows-shell := [\"powershell.exe\", \"-NoLogo\", \"-Command\"]`", "`just 1.36.0`"],
    )

    T.later(
        "l-just-before", "/home/arno/src/tilemap", "2025-08-14T10:30:00Z", "main",
        user("Run the tests on win-build-03."),
        err("ssh win-build-03 \"cd /d C:\\src\\tilemap && just test\"",
            "cargo test --release\n" + JUST_NOSHELL.format(r="test")),
        say("just cannot find a shell on win-build-03. Running cargo directly for now."),
        ok("ssh win-build-03 \"cd /d C:\\src\\tilemap && cargo test --release -q\"",
           "running 64 tests\ntest result: ok. 64 passed; 0 failed; 0 ignored"),
    )
    T.later(
        "l-just-cli-shell", "/home/arno/src/geotiles", "2025-09-02T09:00:00Z", "main",
        user("geotiles has no windows-shell line yet and I don't want to touch its justfile today. Run its tests on "
             "win-build-03 anyway."),
        ok("ssh win-build-03 \"cd /d C:\\src\\geotiles && just --shell powershell.exe --shell-arg -Command test\"",
           "cargo test -q\nrunning 23 tests\ntest result: ok. 23 passed; 0 failed; 0 ignored"),
    )
    T.later(
        "l-just-recur-04", "/home/arno/src/tilemap", "2025-09-09T15:20:00Z", "release/0.7",
        user("win-build-04 is the new release agent. Run `just release` there for 0.7."),
        ok("ssh win-build-04 \"cd /d C:\\src\\tilemap && git rev-parse --abbrev-ref HEAD\"", "release/0.7"),
        err("ssh win-build-04 \"cd /d C:\\src\\tilemap && just release\"",
            "cargo build --release --locked\n" + JUST_NOSHELL.format(r="release")),
        say("This checkout's justfile predates the windows-shell line and the agent has no sh.exe on PATH. "
            "Putting Git's bin folder on PATH for the call."),
        ok("ssh win-build-04 \"set PATH=C:\\Program Files\\Git\\bin;%PATH%&& cd /d C:\\src\\tilemap && just release\"",
           "cargo build --release --locked\n" + CARGO_DONE.format(p="tilemap", v="0.7.0", t="51.77s")),
    )
    T.later(
        "l-just-linux", "/home/arno/src/tilemap", "2025-09-16T08:10:00Z", "main",
        user("Format and lint before I push."),
        ok("just fmt lint",
           "cargo fmt --all\ncargo clippy --all-targets -- -D warnings\n    Finished `dev` profile [unoptimized + "
           "debuginfo] target(s) in 3.08s"),
        ok("git status --short", ""),
    )
    T.later(
        "l-just-no-recipe", "/home/arno/src/tilemap", "2025-09-23T17:00:00Z", "main",
        user("Deploy the docs with just."),
        err("just deploy-docs", "error: Justfile does not contain recipe `deploy-docs`.\nDid you mean `docs`?"),
        ok("just --list", "Available recipes:\n    build\n    docs\n    fmt\n    lint\n    release\n    test"),
        say("There is no deploy recipe; `docs` only builds them. How are the docs published today?"),
    )
    T.later(
        "l-just-git-bin-path", "/home/arno/src/tilemap", "2025-09-30T12:00:00Z", "main",
        user("Smoke-test the build on the borrowed agent win-build-05; don't change anything on it."),
        ok("ssh win-build-05 \"set PATH=C:\\Program Files\\Git\\bin;%PATH%&& cd /d C:\\src\\tilemap && just build\"",
           "cargo build --release\n" + CARGO_DONE.format(p="tilemap", v="0.7.0", t="55.19s")),
    )
    lid = "t32-just-windows-shell"
    T.pair(lid, "l-just-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-just-cli-shell", "applied", "`just --shell powershell.exe --shell-arg -Command test` on the Windows agent works")
    T.pair(lid, "l-just-recur-04", "recurred", "`just release` on win-build-04: `could not find the shell: program not found`")
    T.pair(lid, "l-just-linux", "neither", "just run on Linux, where sh exists; nothing Windows-specific")
    T.pair(lid, "l-just-no-recipe", "neither", "a different just error: no recipe `deploy-docs`")
    T.pair(lid, "l-just-git-bin-path", "applied", "Git's bin folder put on PATH before just build on a Windows agent")


# ---------------------------------------------------------------------------------------------------------
# 14. Hugo without the extended edition building SCSS (a prose-only fix)

HUGO_TOCSS = ("Start building sites … \nhugo v{v}-{h} linux/amd64 BuildDate={b} VendorInfo=gohugoio\n\n"
              "Total in 51 ms\nError: error building site: TOCSS: failed to transform \"{f}\" (text/x-scss): this "
              "feature is not available in your current Hugo version, see https://goo.gl/YMrWcn for more information")
HUGO_OK = ("Start building sites … \nhugo v{v}-{h}+extended {os}/amd64 BuildDate={b} VendorInfo=gohugoio\n\n\n"
           "                   | EN   \n-------------------+------\n  Pages            | {n}  \n  Paginator pages  |  4  \n"
           "  Static files     | 12  \n  Processed images |  0  \n\nTotal in {t} ms")
V134 = dict(v="0.134.3", h="5fb333b9f5ff4ec018f9d78910177d0bec1befb0", b="2024-09-19T14:26:32Z")


def _hugo() -> None:
    T.source(
        "s-hugo-extended", "/home/sol/www/fieldnotes", "2025-09-02T18:00:00Z", "main",
        user("The new theme uses SCSS now. Build the site for production."),
        err("hugo --minify", HUGO_TOCSS.format(f="scss/main.scss", **V134)),
        ok("hugo version", "hugo v0.134.3-5fb333b9f5ff4ec018f9d78910177d0bec1befb0 linux/amd64 "
           "BuildDate=2024-09-19T14:26:32Z VendorInfo=gohugoio"),
        say("The version line has no `+extended`: this is the standard Hugo build, which has no Sass compiler, so "
            "any css.Sass / toCSS call fails. The extended edition is a separate download; installing it in place "
            "of this one and building again."),
        ok("curl -fsSLo /tmp/hugo.tgz https://github.com/gohugoio/hugo/releases/download/v0.134.3/"
           "hugo_extended_0.134.3_linux-amd64.tar.gz && tar -xzf /tmp/hugo.tgz -C ~/.local/bin hugo && hugo version "
           "&& hugo --minify",
           "hugo v0.134.3-5fb333b9f5ff4ec018f9d78910177d0bec1befb0+extended linux/amd64 BuildDate=2024-09-19T14:26:32Z "
           "VendorInfo=gohugoio\n" + HUGO_OK.format(os="linux", n=64, t=612, **V134)),
    )
    T.lesson(
        "t32-hugo-extended-scss", "project", "en", "s-hugo-extended", "workflow",
        "A theme with SCSS needs the extended edition of Hugo; the standard build cannot transform Sass",
        "`hugo --minify` fails with `TOCSS: failed to transform \"scss/main.scss\" (text/x-scss): this feature is "
        "not available in your current Hugo version`.",
        "Hugo itself is the right version number, so the error looks like a theme or config problem.",
        "Only the extended edition of Hugo bundles the Sass compiler; the standard build (its version line lacks "
        "+extended) refuses to transpile SCSS.",
        "Install the extended edition of Hugo in place of the standard one (the release archive whose name starts "
        "with hugo_extended, or the extended package of your package manager or container image), check that the "
        "version line shows +extended, and build again.",
        ["`this feature is not available in your current Hugo version`",
         "`hugo v0.134.3-5fb333b9f5ff4ec018f9d78910177d0bec1befb0 linux/amd64`",
         "`hugo_extended_0.134.3_linux-amd64.tar.gz`", "`+extended linux/amd64`"],
    )

    T.later(
        "l-hg-before", "/home/sol/www/fieldnotes", "2025-08-28T17:30:00Z", "feature/new-theme",
        user("Try the new theme branch locally."),
        err("hugo server --disableFastRender --bind 127.0.0.1",
            HUGO_TOCSS.format(f="scss/main.scss", **V134).replace("Start building sites … \n", "Watching for changes "
                                                                   "in /home/sol/www/fieldnotes/{archetypes,assets,"
                                                                   "content,layouts,static,themes}\n")),
        say("The theme's SCSS needs a Hugo feature this install lacks. I'll stop here; do you want me to look into it?"),
    )
    T.later(
        "l-hg-scoop", "C:\\Users\\sol\\www\\fieldnotes", "2025-09-08T19:10:00Z", "main",
        user("Set up this Windows laptop so I can build fieldnotes (the SCSS theme) and build it once."),
        ok("powershell.exe -NoProfile -Command 'scoop install hugo-extended; hugo version'",
           "Installing 'hugo-extended' (0.134.3) [64bit] from 'main' bucket\n'hugo-extended' (0.134.3) was installed "
           "successfully!\nhugo v0.134.3-5fb333b9f5ff4ec018f9d78910177d0bec1befb0+extended windows/amd64 "
           "BuildDate=2024-09-19T14:26:32Z VendorInfo=gohugoio"),
        ok("powershell.exe -NoProfile -Command 'hugo --minify'", HUGO_OK.format(os="windows", n=64, t=1034, **V134)),
    )
    T.later(
        "l-hg-ci-recur", "/home/sol/www/garden", "2025-09-15T07:30:00Z", "ci/containers",
        user("The CI job builds garden in a container now. Reproduce the build locally with the same image."),
        ok("grep -n image .ci/build.yml", "3:  image: klakegg/hugo:0.111.3"),
        err("docker run --rm -v \"$PWD\":/src klakegg/hugo:0.111.3 --minify",
            HUGO_TOCSS.format(f="sass/site.scss", v="0.111.3", h="5d4eb5154e1fed125ca8e9b5a0315c4180dab192",
                              b="2023-03-16T08:41:31Z")),
        say("That image is the standard build. Switching to the extended tag of the same version."),
        edit("/home/sol/www/garden/.ci/build.yml", "image: klakegg/hugo:0.111.3\n", "image: klakegg/hugo:0.111.3-ext-alpine\n"),
        ok("docker run --rm -v \"$PWD\":/src klakegg/hugo:0.111.3-ext-alpine --minify",
           HUGO_OK.format(os="linux", n=31, t=402, v="0.111.3", h="5d4eb5154e1fed125ca8e9b5a0315c4180dab192",
                          b="2023-03-16T08:41:31Z")),
    )
    T.later(
        "l-hg-npm", "/home/sol/www/fieldnotes", "2025-09-22T20:00:00Z", "main",
        user("Pin Hugo through npm so everyone gets the same build, and run the build script."),
        ok("npm install --save-dev hugo-extended@0.134.3 && npm ls hugo-extended",
           "added 1 package in 3s\nfieldnotes@1.0.0 /home/sol/www/fieldnotes\n└── hugo-extended@0.134.3"),
        edit("/home/sol/www/fieldnotes/package.json", "\"scripts\": {}", "\"scripts\": {\"build\": \"hugo --minify\"}"),
        ok("npm run build", "\n> fieldnotes@1.0.0 build\n> hugo --minify\n\n" + HUGO_OK.format(os="linux", n=66, t=598,
                                                                                              **V134)),
    )
    T.later(
        "l-hg-template-error", "/home/sol/www/fieldnotes", "2025-09-29T18:40:00Z", "feature/og-images",
        user("Build with the new Open Graph partial."),
        err("hugo --minify",
            "Start building sites … \nhugo v0.134.3-5fb333b9f5ff4ec018f9d78910177d0bec1befb0+extended linux/amd64 "
            "BuildDate=2024-09-19T14:26:32Z VendorInfo=gohugoio\n\nERROR render of \"page\" failed: "
            "\"/home/sol/www/fieldnotes/layouts/_default/baseof.html:8:7\": execute of template failed: template: "
            "_default/single.html:8:7: executing \"_default/single.html\" at <partial \"og.html\" .>: error calling "
            "partial: \"/home/sol/www/fieldnotes/layouts/partials/og.html:3:22\": execute of template failed: "
            "template: partials/og.html:3:22: executing \"partials/og.html\" at <.Params.cover.Permalink>: can't "
            "evaluate field Permalink in type string\nTotal in 88 ms\nError: error building site: render: failed to "
            "render pages: render of \"page\" failed"),
        say("`cover` is a plain string in the front matter, not a page resource, so it has no Permalink. I'll use "
            "`.Params.cover | absURL` instead."),
    )
    T.later(
        "l-hg-readme", "/home/sol/www/fieldnotes", "2025-10-06T16:00:00Z", "main",
        user("Add a 'Building' section to the README telling people they need Hugo extended. Just the README."),
        edit("/home/sol/www/fieldnotes/README.md", "## Writing\n",
             "## Building\n\nThe theme uses SCSS, so you need the **extended** edition of Hugo 0.134+ (`hugo version` "
             "must print `+extended`). Then run `hugo --minify`.\n\n## Writing\n"),
        say("README updated."),
    )
    lid = "t32-hugo-extended-scss"
    T.pair(lid, "l-hg-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-hg-scoop", "applied", "scoop installs hugo-extended, the version shows +extended, and the SCSS site builds")
    T.pair(lid, "l-hg-ci-recur", "recurred", "the standard klakegg/hugo image fails with the TOCSS not-available error")
    T.pair(lid, "l-hg-npm", "applied", "hugo-extended installed through npm and run by the build script")
    T.pair(lid, "l-hg-template-error", "neither", "a different Hugo error (template field on a string), already on +extended")
    T.pair(lid, "l-hg-readme", "neither", "the extended requirement only written into README; nothing run")


# ---------------------------------------------------------------------------------------------------------
# 15. LibreOffice headless conversion while another instance is running

def _conv(src: str, dst: str, kind: str = "Writer", flt: str = "writer_pdf_Export") -> str:
    return f"convert {src} as a {kind} document -> {dst} using filter : {flt}"


def _soffice() -> None:
    base = "/home/ines/work/quotes"
    T.source(
        "s-soffice-profile", base, "2025-09-09T08:00:00Z", "main",
        user("Convert every .docx in incoming/2025-09 to PDF into out/. I've got LibreOffice open with another "
             "document, leave it alone."),
        ok("soffice --headless --convert-to pdf --outdir out incoming/2025-09/*.docx; echo \"rc=$?\"", "rc=0"),
        err("ls out/*.pdf", "ls: cannot access 'out/*.pdf': No such file or directory", 2),
        ok("pgrep -a soffice", "31877 /usr/lib/libreoffice/program/soffice.bin --splash-pipe=5"),
        say("The open LibreOffice owns the user profile. A second soffice hands its arguments to that instance and "
            "exits 0, and the running GUI instance does not do the headless conversion, so nothing is written. "
            "Giving the headless run its own profile directory makes it a separate instance."),
        ok("soffice -env:UserInstallation=file:///tmp/lo-convert --headless --convert-to pdf --outdir out "
           "incoming/2025-09/*.docx && ls out",
           "\n".join(_conv(f"{base}/incoming/2025-09/{q}.docx", f"{base}/out/{q}.pdf") for q in
                     ("Q-0912", "Q-0913", "Q-0915")) + "\nQ-0912.pdf\nQ-0913.pdf\nQ-0915.pdf"),
    )
    T.lesson(
        "t32-soffice-own-profile", "global", "en", "s-soffice-profile", "workflow",
        "soffice --headless --convert-to silently does nothing while another LibreOffice instance is running",
        "`soffice --headless --convert-to pdf --outdir out …` exits 0 with no output, and `ls out/*.pdf` then finds "
        "`No such file or directory`.",
        "Exit status 0 and no error message make it look like the conversion worked or the glob matched nothing.",
        "All soffice processes of a user share one profile; a second one forwards its request to the running "
        "instance and exits, and that GUI instance does not perform the headless conversion.",
        "Give the conversion its own profile: `soffice -env:UserInstallation=file:///tmp/lo-convert --headless "
        "--convert-to pdf …` (any writable directory), or close the running LibreOffice first.",
        ["`echo \"rc=$?\"`", "`ls: cannot access 'out/*.pdf': No such file or directory`",
         "`31877 /usr/lib/libreoffice/program/soffice.bin`",
         "`soffice -env:UserInstallation=file:///tmp/lo-convert --headless --convert-to pdf --outdir out`"],
    )

    T.later(
        "l-lo-before", base, "2025-09-01T09:15:00Z", "main",
        user("Convert the August quotes to PDF into out/."),
        ok("soffice --headless --convert-to pdf --outdir out incoming/2025-08/*.docx", ""),
        err("ls out/Q-08*.pdf", "ls: cannot access 'out/Q-08*.pdf': No such file or directory", 2),
        say("LibreOffice produced nothing and printed no error. Is it open on your desktop right now?"),
    )
    T.later(
        "l-lo-recur-ods", "/home/ines/work/reports", "2025-09-16T10:00:00Z", "main",
        user("The accountant wants the quarterly reports as .xlsx. Convert reports/*.ods into export/."),
        ok("libreoffice --headless --convert-to xlsx --outdir export reports/*.ods; echo \"rc=$?\"", "rc=0"),
        err("ls export/*.xlsx", "ls: cannot access 'export/*.xlsx': No such file or directory", 2),
        ok("pgrep -a soffice", "40112 /usr/lib/libreoffice/program/soffice.bin --splash-pipe=5"),
        say("Same thing: the running instance swallowed the request. Using a separate profile."),
        ok("libreoffice -env:UserInstallation=file:///tmp/lo-xlsx --headless --convert-to xlsx --outdir export "
           "reports/*.ods && ls export",
           _conv("/home/ines/work/reports/reports/q2.ods", "/home/ines/work/reports/export/q2.xlsx", "Calc",
                 "Calc Office Open XML") + "\nq2.xlsx"),
    )
    T.later(
        "l-lo-script", "/home/ines/work/invoices", "2025-09-23T07:45:00Z", "main",
        user("Run the invoice PDF script on this month's .odt files."),
        ok("cat scripts/to-pdf.sh",
           "#!/bin/sh\nset -eu\nprofile=$(mktemp -d)\ntrap 'rm -rf \"$profile\"' EXIT\n"
           "soffice -env:UserInstallation=\"file://$profile\" --headless --convert-to pdf --outdir pdf \"$@\"\n"),
        ok("./scripts/to-pdf.sh 2025-09/*.odt && ls pdf | wc -l",
           _conv("/home/ines/work/invoices/2025-09/INV-3301.odt", "/home/ines/work/invoices/pdf/INV-3301.pdf")
           + "\n" + _conv("/home/ines/work/invoices/2025-09/INV-3302.odt", "/home/ines/work/invoices/pdf/INV-3302.pdf")
           + "\n2"),
    )
    T.later(
        "l-lo-alias-zsh", "/home/ines/work/letters", "2025-09-30T13:20:00Z", "main",
        user("Use my lo2pdf alias to turn letters/*.odt into PDFs in out/."),
        ok("grep lo2pdf ~/.zshrc",
           "alias lo2pdf='soffice -env:UserInstallation=file:///tmp/lo2pdf --headless --convert-to pdf'"),
        ok("zsh -ic 'lo2pdf --outdir out letters/*.odt' && ls out",
           _conv("/home/ines/work/letters/letters/offer-kim.odt", "/home/ines/work/letters/out/offer-kim.pdf")
           + "\noffer-kim.pdf"),
    )
    T.later(
        "l-lo-cmd", "C:\\Users\\ines\\work\\contracts", "2025-10-07T08:30:00Z", "main",
        user("On the Windows box: convert contracts\\*.docx to PDF into out\\. Word and LibreOffice are both open."),
        ok("cmd.exe /c '\"C:\\Program Files\\LibreOffice\\program\\soffice.exe\" -env:UserInstallation=file:///C:/Temp/"
           "lo-conv --headless --convert-to pdf --outdir out contracts\\*.docx && dir /b out'",
           _conv("C:\\Users\\ines\\work\\contracts\\contracts\\MSA-2025.docx",
                 "C:\\Users\\ines\\work\\contracts\\out\\MSA-2025.pdf") + "\nMSA-2025.pdf"),
    )
    T.later(
        "l-lo-docker-clean", "/home/ines/work/quotes", "2025-10-14T09:50:00Z", "ci/pdf",
        user("Make the CI job convert quotes in a container instead of on my desktop, and try it once here."),
        ok("docker run --rm -v \"$PWD\":/data -w /data linuxserver/libreoffice:latest soffice --headless --convert-to "
           "pdf --outdir out incoming/2025-10/Q-1001.docx",
           _conv("/data/incoming/2025-10/Q-1001.docx", "/data/out/Q-1001.pdf")),
        ok("ls out/Q-1001.pdf", "out/Q-1001.pdf"),
    )
    T.later(
        "l-lo-load-error", "/home/ines/work/quotes", "2025-10-21T11:00:00Z", "main",
        user("Convert incoming/2025-10/Q-1017.docx to PDF."),
        err("soffice -env:UserInstallation=file:///tmp/lo-convert --headless --convert-to pdf --outdir out "
            "incoming/2025-10/Q-1017.docx && ls out/Q-1017.pdf",
            "Error: source file could not be loaded\nls: cannot access 'out/Q-1017.pdf': No such file or directory", 2),
        ok("ls incoming/2025-10/", "Q-1016.docx\nQ-1018.docx\nQ-1017 .docx"),
        say("The file is named `Q-1017 .docx`, with a space before the extension. Rename it, or shall I convert it "
            "under that name?"),
    )
    lid = "t32-soffice-own-profile"
    T.pair(lid, "l-lo-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-lo-recur-ods", "recurred", "libreoffice --convert-to xlsx exits 0 with no files while an instance runs, then fixed")
    T.pair(lid, "l-lo-script", "applied", "the script runs soffice with `-env:UserInstallation` on a temp profile; PDFs are written")
    T.pair(lid, "l-lo-alias-zsh", "applied", "the lo2pdf alias carries `-env:UserInstallation=file:///tmp/lo2pdf` and converts")
    T.pair(lid, "l-lo-cmd", "applied", "soffice.exe with `-env:UserInstallation=file:///C:/Temp/lo-conv` in cmd converts")
    T.pair(lid, "l-lo-docker-clean", "neither", "a fresh container has no other instance; no profile option and no silent failure")
    T.pair(lid, "l-lo-load-error", "neither", "a different soffice error: `source file could not be loaded` (bad file name)")


# ---------------------------------------------------------------------------------------------------------
# Later sessions that touch two lessons each

def _shared() -> None:
    T.later(
        "l-pm-pg-restore", "/home/lea/svc/ledger-api", "2025-08-20T08:00:00Z", "feature/seed-data",
        user("Give me a postgres 16 in podman seeded from fixtures/ledger-seed.sql so I can debug the report query."),
        ok("podman run -d --name seed-pg -e POSTGRES_PASSWORD=dev -p 5433:5432 -v ./fixtures:/fixtures:Z "
           "docker.io/library/postgres:16", "b71e0c2d4f6a8e1c3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e"),
        ok("podman exec seed-pg createdb -U postgres ledger", ""),
        err("podman exec seed-pg pg_restore -U postgres -d ledger /fixtures/ledger-seed.sql",
            "pg_restore: error: input file appears to be a text format dump. Please use psql."),
        say("The seed file is plain SQL, so it goes through psql."),
        ok("podman exec seed-pg psql -U postgres -v ON_ERROR_STOP=1 -q -d ledger -f /fixtures/ledger-seed.sql && "
           "podman exec seed-pg psql -U postgres -d ledger -tAc 'select count(*) from entries'", "20417"),
    )
    T.pair("t32-podman-short-name", "l-pm-pg-restore", "applied",
           "podman run with the fully qualified docker.io/library/postgres:16; no short-name error")
    T.pair("t32-pgrestore-plain-dump", "l-pm-pg-restore", "recurred",
           "pg_restore on the plain fixtures/ledger-seed.sql gives the text-format error, then psql")

    T.later(
        "l-lo-pandoc-chain", "/Users/jiho/docs/proposal", "2025-10-09T02:00:00Z", "main",
        user("제안서 proposal.md를 회사 워드 템플릿으로 docx 만들고, 그 docx를 PDF로도 뽑아 줘. LibreOffice는 지금 "
             "열려 있어."),
        ok("pandoc proposal.md --reference-doc=templates/company.docx -o proposal.docx && ls -l proposal.docx",
           "-rw-r--r--  1 jiho  staff  48211 Oct  9 11:01 proposal.docx"),
        ok("/Applications/LibreOffice.app/Contents/MacOS/soffice -env:UserInstallation=file:///tmp/lo-proposal "
           "--headless --convert-to pdf proposal.docx && ls proposal.pdf",
           _conv("/Users/jiho/docs/proposal/proposal.docx", "/Users/jiho/docs/proposal/proposal.pdf")
           + "\nproposal.pdf"),
    )
    T.pair("t32-soffice-own-profile", "l-lo-pandoc-chain", "applied",
           "soffice run with its own `-env:UserInstallation` profile while LibreOffice is open; the PDF is written")
    T.pair("t32-pandoc-cjk-xelatex", "l-lo-pandoc-chain", "neither",
           "pandoc only writes docx; the PDF comes from LibreOffice, no LaTeX engine involved")


FILLS = [_just, _hugo, _soffice, _shared]
