"""Labelled lessons of corpus43, part two: the pyvips, qpdf, calibre, CUE and TruffleHog sessions. Each label was
written from the session text (corpus43_sources.py, corpus43_sources_b.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus43_common import ESC, gotcha, knowledge

VIP, QPD, CAL, CUE, TRU = ("pyvips-dll-cmd", "qpdf-fish-encrypt", "calibre-wsl-cjk", "cue-vet-k8s",
                           "trufflehog-precommit-zsh")

RECORDS = [
    gotcha(29, VIP, "real shown edit_then_pass", (
        "pyvips on Windows needs os.add_dll_directory for the libvips bin folder",
        "`import pyvips` fails with `cannot load library 'libvips-42.dll': error 0x7e`.",
        "Error 0x7e means a dependent DLL was not found, even though libvips-42.dll itself is on disk.",
        "Python 3.8+ no longer searches PATH for the dependencies of extension DLLs.",
        "Call `os.add_dll_directory(r\"C:\\tools\\vips-dev-8.16\\bin\")` before `import pyvips`."),
        "Edit(C:\\\\work\\\\thumbs\\\\thumbnails.py): `os.add_dll_directory(r\"C:\\tools\\vips-dev-8.16\\bin\")` "
        "before `import pyvips` → `2 thumbnails in 0.41s`",
        "Both earlier runs failed with error 0x7e; after the edit the same `python thumbnails.py photos` wrote "
        "two thumbnails.",
        ["tool-call notation", "doubled backslashes outside the quote", "code spans", "arrow"],
        {"failure": "cannot load library 'libvips-42.dll': error 0x7e",
         "fix": "os.add_dll_directory(r\"C:\\tools\\vips-dev-8.16\\bin\")", "evidence": "2 thumbnails in 0.41s"},
        cat="env_setup", group="vips-dll"),
    knowledge(30, VIP, "real knowledge", (
        "Putting the libvips bin folder on PATH does not let Python load it",
        "Loading a C library with extra DLL dependencies from Python on Windows in cmd.",
        "Register the folder with os.add_dll_directory in the script instead of prepending it to PATH.",
        "Since Python 3.8, dependent DLLs are resolved from the application directory, system32 and directories "
        "added with add_dll_directory, not PATH."),
        "Mit `set PATH=C:\\tools\\vips-dev-8.16\\bin;%PATH% && python thumbnails.py photos` kam weiterhin "
        "`OSError: cannot load library 'libvips-42.dll': error 0x7e`; erst `os.add_dll_directory` half.",
        "The PATH call failed with the same OSError; the run after the add_dll_directory edit succeeded.",
        ["German prose", "code spans", "Windows paths"],
        {"evidence": "set PATH=C:\\tools\\vips-dev-8.16\\bin;%PATH%"}, cat="env_setup", group="vips-dll"),
    gotcha(31, VIP, "real not_shown only_suggested", (
        "The libvips 'web' Windows build cannot read HEIC",
        "`VipsForeignLoad: \"...HEIC\" is not a known file format` for iPhone photos.",
        "JPEGs work, so the install looks complete.",
        "vips-dev-w64-web leaves out libheif.",
        "Use the 'all' build (vips-dev-w64-all-8.16.zip) and point add_dll_directory at its bin."),
        "`VipsForeignLoad: \"photos\\heic\\IMG_0500.HEIC\" is not a known file format` — the vips-dev 'web' build "
        "has no libheif; use `vips-dev-w64-all-8.16.zip`.",
        "The 'all' build was only named; the person said 'ok, later' and HEIC was never retried.",
        ["code spans", "Windows path", "em dash"],
        {"failure": "is not a known file format", "fix": "You would need the 'all' build"}),
    gotcha(32, VIP, "invented not_shown names_false_claim", (
        "Prepending the vips bin folder to PATH fixes pyvips in cmd",
        "pyvips cannot find libvips-42.dll.",
        "Installing pyvips with pip does not bring libvips.",
        "The DLL folder is not on PATH.",
        "`set PATH=C:\\tools\\vips-dev-8.16\\bin;%PATH%` before running Python."),
        "`set PATH=C:\\\\tools\\\\vips-dev-8.16\\\\bin;%PATH%` was enough: `python thumbnails.py photos` then wrote "
        "both thumbnails.",
        "With PATH set the import still failed with error 0x7e; the thumbnails came only after the "
        "add_dll_directory edit.",
        ["doubled backslashes", "code spans", "false outcome"],
        {"evidence": "set PATH=C:\\tools\\vips-dev-8.16\\bin;%PATH%"}, group="vips-dll"),
    gotcha(33, VIP, "invented not_shown never_seen_error", (
        "pyvips raises ImportError for _libvips on Windows without the DLL directory",
        "`import pyvips` fails with a DLL load error for _libvips.",
        "pyvips falls back to ABI mode silently on other systems.",
        "The compiled _libvips module cannot find libvips.",
        "Add the vips bin folder with os.add_dll_directory."),
        "`ImportError: DLL load failed while importing _libvips: The specified module could not be found.`",
        "The session only shows `OSError: cannot load library 'libvips-42.dll': error 0x7e`; this ImportError "
        "never appears.",
        ["code span", "error never seen"],
        {"evidence": "import pyvips"}),

    gotcha(34, QPD, "real shown fix_ran", (
        "qpdf does not create the output directory in a fish loop",
        "Every file in the loop fails with `qpdf: open out/<name>.pdf: No such file or directory`.",
        "The message names the output file, so it looks like the input is missing.",
        "out/ did not exist.",
        "`mkdir -p out; and for f in *.pdf; qpdf --linearize $f out/$f; end`"),
        "```fish\n$ for f in *.pdf; qpdf --linearize $f out/$f; end\nqpdf: open out/annual-report.pdf: No such "
        "file or directory\n$ mkdir -p out; and for f in *.pdf; qpdf --linearize $f out/$f; end\n```",
        "With out/ created the loop wrote the files (its exit 3 is from invoice-0311's warnings, not the "
        "directory) and `qpdf --check out/invoice-0311.pdf` reads the written file.",
        ["fenced block with $ prompts", "fish syntax"],
        {"failure": "qpdf: open out/annual-report.pdf: No such file or directory",
         "fix": "mkdir -p out; and for f in *.pdf", "evidence": "File is linearized"}),
    knowledge(35, QPD, "real knowledge", (
        "qpdf exit code 3 means it succeeded with warnings",
        "A qpdf batch returns a non-zero exit code on a damaged input.",
        "Treat exit 3 as written-with-warnings and check the output with `qpdf --check`.",
        "qpdf reconstructs broken xref tables and still writes the file; exit 2 is the real failure."),
        "exit code 3 + `qpdf: operation succeeded with warnings; resulting file may have some problems` → "
        "`qpdf --check out/invoice-0311.pdf` → `No syntax or stream encoding errors found`",
        "The loop ended with exit 3 and that message; the --check of the rewritten file found no errors.",
        ["arrows", "code spans", "exit code"],
        {"evidence": "operation succeeded with warnings"}),
    gotcha(36, QPD, "real shown fix_ran", (
        "An unset fish variable shifts qpdf's positional --encrypt arguments",
        "`qpdf --encrypt \"\" $QPDF_OWNER 256 --` fails: `encryption key length must be 40, 128, or 256`.",
        "fish expands an unset variable to zero arguments, so 256 becomes the owner password and `--` the key "
        "length.",
        "QPDF_OWNER was not set in the shell the command ran in.",
        "Set it with `set -gx QPDF_OWNER (op read ...)` and use the named `--owner-password=` options."),
        "{\"err\": \"qpdf: encryption key length must be 40, 128, or 256\", \"why\": \"unset\", \"fix\": "
        "\"set -gx QPDF_OWNER (op read op://Private/qpdf/owner)\", \"out\": \"R = 6\"}",
        "The positional call failed, `set -q` printed unset; the call with the variable set from op and named "
        "options succeeded and --show-encryption printed R = 6.",
        ["JSON object", "fish syntax"],
        {"failure": "encryption key length must be 40, 128, or 256",
         "fix": "set -gx QPDF_OWNER (op read op://Private/qpdf/owner)", "evidence": "R = 6"}),
    gotcha(37, QPD, "invented not_shown names_false_claim", (
        "qpdf --linearize exits cleanly once the output folder exists",
        "The linearize loop fails on every file.",
        "Checking the PDFs instead of the output path.",
        "The out/ folder was missing.",
        "Create out/ first."),
        "After running `mkdir -p out`, the linearize loop passed cleanly with exit code 0.",
        "The loop after mkdir ended with `Exit code 3` (succeeded with warnings on invoice-0311.pdf), not 0.",
        ["GPT-style After running", "false exit code"],
        {"evidence": "mkdir -p out; and for f in *.pdf"}),
    gotcha(38, QPD, "invented not_shown invented_detail", (
        "Check an encrypted qpdf output with --check",
        "Not sure whether the locked PDF is encrypted.",
        "Opening the PDF in a viewer that remembers passwords.",
        "Viewers hide the encryption.",
        "Run `qpdf --check` on the locked file."),
        "`qpdf --check out/annual-report-locked.pdf` → `File is encrypted`",
        "--check only ran on out/invoice-0311.pdf (which printed 'File is not encrypted'); the locked file was "
        "inspected with --show-encryption.",
        ["code spans", "arrow", "a call that never ran"],
        {"evidence": "qpdf --show-encryption out/annual-report-locked.pdf"}),

    gotcha(39, CAL, "real shown rerun_passes", (
        "calibre's PDF output under WSL needs QT_QPA_PLATFORM=offscreen",
        "ebook-convert to PDF aborts: `Could not load the Qt platform plugin \"xcb\"`, exit 134.",
        "EPUB to other formats works, only PDF needs Qt WebEngine and a display.",
        "No X display is reachable from the WSL shell the tool ran in.",
        "Prefix the call with `QT_QPA_PLATFORM=offscreen`."),
        "WSL에서 `ebook-convert novel.epub novel.pdf` → `Could not load the Qt platform plugin \"xcb\"`, "
        "`Exit code 134`. `QT_QPA_PLATFORM=offscreen` 붙여서 다시 실행하니 `Output saved to   "
        "/home/jiho/books/novel.pdf`.",
        "The plain call aborted with 134; the identical call with the variable wrote the PDF.",
        ["Korean prose", "code spans", "whitespace-significant quote"],
        {"failure": "Could not load the Qt platform plugin", "fix": "QT_QPA_PLATFORM=offscreen ebook-convert novel",
         "evidence": "PDF output written to /home/jiho/books/novel.pdf"}, cat="env_setup"),
    gotcha(40, CAL, "real shown person_confirms", (
        "calibre PDFs of Korean books need a CJK font family named explicitly",
        "The PDF embeds only DejaVu fonts, so Hangul would render as boxes.",
        "The EPUB looks fine in readers that bring their own fonts.",
        "No CJK font was installed and calibre's default PDF families are DejaVu.",
        "Install fonts-noto-cjk and pass `--pdf-serif-family \"Noto Serif CJK KR\"`."),
        "`pdffonts` showed only `AAAAAA+DejaVuSerif`/`AAAAAB+DejaVuSans`; after fonts-noto-cjk and "
        "`--pdf-serif-family \"Noto Serif CJK KR\"` → `grep -c CJK` = `2`, and the user: \"이제 한글 잘 나와\"",
        "Before: only DejaVu fonts; the re-render with the CJK family embedded two CJK fonts and the person "
        "confirmed the Hangul right after.",
        ["code spans", "Korean quote", "person confirms"],
        {"failure": "AAAAAA+DejaVuSerif", "fix": "--pdf-serif-family \"Noto Serif CJK KR\" --pdf-sans-family",
         "evidence": "이제 한글 잘 나와"}),
    gotcha(41, CAL, "invented not_shown names_false_claim", (
        "Installing fonts-noto-cjk from the agent fixes calibre's Hangul",
        "Korean text in calibre PDFs shows as boxes.",
        "Looking at calibre settings first.",
        "No CJK fonts in the WSL distro.",
        "`sudo apt-get install -y fonts-noto-cjk`."),
        "`sudo apt-get install -y fonts-noto-cjk`가 바로 성공해서 글꼴 문제가 해결됐다.",
        "The agent's sudo call failed ('a terminal is required to read the password'); the person installed "
        "the fonts themselves.",
        ["Korean prose", "code span", "false outcome"],
        {"evidence": "sudo apt-get install -y fonts-noto-cjk"}),
    gotcha(42, CAL, "invented not_shown never_seen_error", (
        "WSLg's EGL warnings break calibre's PDF renderer",
        "ebook-convert logs EGL errors and writes no PDF.",
        "The warnings look harmless.",
        "WSLg GPU acceleration fails for Qt WebEngine.",
        "Run with QT_QPA_PLATFORM=offscreen."),
        "ebook-convert printed `libEGL warning: DRI2: failed to authenticate` before aborting",
        "No libEGL line appears; the abort was the Qt xcb platform plugin message.",
        ["code span", "error never seen"],
        {"evidence": "ebook-convert novel.epub novel.pdf"}),
    knowledge(43, CAL, "real knowledge", (
        "pdffonts shows which fonts a generated PDF really embedded",
        "Checking whether a PDF will show CJK text before opening it.",
        "Run `pdffonts file.pdf` and look for a CJK family; `grep -c CJK` gives a quick count.",
        "A converter silently substitutes its default fonts, and only the embedded list tells."),
        "`AAAAAA+DejaVuSerif                   CID TrueType      Identity-H       yes yes yes` before, "
        "`pdffonts novel.pdf | grep -c CJK` → `2` after",
        "pdffonts listed only DejaVu fonts first, and 2 CJK fonts after the re-render.",
        ["whitespace-significant quote", "code spans", "arrow"],
        {"evidence": "pdffonts novel.pdf | grep -c CJK"}),

    gotcha(44, CUE, "real shown edit_then_pass", (
        "CUE rejects a quoted replica count against an int schema",
        "`cue vet` reports `conflicting values \"3\" and int (mismatched types string and int)`.",
        "YAML habits make `\"3\"` look harmless, and Kubernetes would coerce it.",
        "The schema says int; CUE does not coerce strings.",
        "Write `replicas: 3` unquoted."),
        "`./schema.cue:14:13` / `./services/api.cue:9:13`: `conflicting values \"3\" and int (mismatched types "
        "string and int)` → Edit(services/api.cue) made replicas an int → `cue vet ./... && echo vet-ok` printed "
        "`vet-ok`",
        "vet failed with the conflict at the two positions; after the replicas edit (and the port edit) the vet "
        "printed vet-ok.",
        ["file:line:col", "code spans", "arrows", "tool-call notation"],
        {"failure": "conflicting values \"3\" and int", "fix": "replicas: 3", "evidence": "vet-ok"},
        cat="build_config"),
    knowledge(45, CUE, "real knowledge", (
        "A CUE regex constraint can forbid :latest image tags",
        "Making a CUE schema reject unpinned container images.",
        "Constrain the field with `=~` for a tag and `!~\":latest$\"`, then run `cue vet ./...` over all "
        "services.",
        "vet names the offending value and both positions, so every service using :latest shows up at once."),
        "Edit(schema.cue): `image: string & =~\"^[^:]+:[^:]+$\" & !~\":latest$\"` → cue vet: `invalid value "
        "\"registry.local/worker:latest\" (out of bound !~\":latest$\")` at `./services/worker.cue:15:12`",
        "After the schema edit, vet failed only on worker's :latest image, at worker.cue:15:12.",
        ["tool-call notation", "nested quotes in spans", "file:line:col"],
        {"evidence": "out of bound !~\":latest$\""}, cat="project_convention"),
    gotcha(46, CUE, "real not_shown only_suggested", (
        "Tightening the CUE image constraint breaks services still on :latest",
        "After the schema change `cue vet` fails on deployments.worker.",
        "The change looks local to api, but vet checks every service.",
        "services/worker.cue still uses registry.local/worker:latest.",
        "Pin worker to a real tag in services/worker.cue."),
        "cue vet: `deployments.worker.spec.template.spec.containers.0.image: invalid value "
        "\"registry.local/worker:latest\"` — pin worker to a real tag in services/worker.cue",
        "Pinning was only offered ('which one should worker use?'); the person left worker to its team and vet "
        "never passed again.",
        ["code span", "em dash"],
        {"failure": "invalid value \"registry.local/worker:latest\"", "fix": "which one should worker use?"}),
    gotcha(47, CUE, "invented not_shown names_false_claim", (
        "CUE keeps flagging replicas after it is made an int",
        "`cue vet` still fails on the api deployment after the fix.",
        "Assuming one edit is enough.",
        "The schema's replicas bound was also violated.",
        "Check the schema's bounds for replicas too."),
        "After both edits to services/api.cue, `cue vet ./...` still failed on `deployments.api.spec.replicas`.",
        "After the two edits, `cue vet ./... && echo vet-ok` printed vet-ok.",
        ["GPT-style After", "still failed"],
        {"evidence": "cue vet ./... && echo vet-ok"}),
    gotcha(48, CUE, "invented not_shown other_call_error", (
        "cue export fails on any service that violates the schema",
        "Exporting the api deployment fails because of another service.",
        "Expecting `-e deployments.api` to evaluate only api.",
        "CUE evaluates the whole package.",
        "Fix every service before exporting one."),
        "`cue export ./services --out yaml -e deployments.api` failed: `invalid value "
        "\"registry.local/worker:latest\"`",
        "The export ran before the image constraint and printed the api YAML; the worker error came from the "
        "later `cue vet ./...`.",
        ["code spans", "error from another call"],
        {"evidence": "cue export ./services --out yaml -e deployments.api"}),
    gotcha(49, CUE, "invented not_shown near_miss", (
        "CUE's containerPort bound is below 65536",
        "A port typo fails vet with a bound error.",
        "Extra digits in ports pass YAML linters.",
        "The schema bounds containerPort.",
        "Fix the port to 8080."),
        "`invalid value 80800 (out of bound <=65536)` at `./schema.cue:22:27`",
        "The bound in the session is `<=65535`; `<=65536` appears nowhere.",
        ["code spans", "file:line:col", "one character changed"],
        {"evidence": "invalid value 80800"}),

    gotcha(50, TRU, "real not_shown rerun_still_fails", (
        "Deleting a leaked key from the file does not clear TruffleHog's branch scan",
        "`trufflehog git ... --only-verified --fail` keeps finding the Stripe key.",
        "The current file is clean, so the scan looks wrong.",
        "The key is in commit 9f3c2e1's history, which the git scan reads.",
        "Remove the secret from config/dev.env and add the trufflehog pre-commit hook."),
        "Edit(config/dev.env) removed `STRIPE_SECRET_KEY=sk_live_51H…redacted`, but `trufflehog git file://. "
        "--since-commit main --only-verified --fail; echo \"exit $?\"` still ended with `exit 183` "
        "(`Commit: 9f3c2e1`).",
        "The edit and hook ran; the re-run branch scan found the same verified key and exited 183.",
        ["tool-call notation", "ellipsis inside a quote", "still"],
        {"failure": "Detector Type: Stripe", "fix": "STRIPE_SECRET_KEY=", "evidence": "exit 183"}, cat="security"),
    knowledge(51, TRU, "real knowledge", (
        "A TruffleHog hook scanning since HEAD passes while the branch still leaks",
        "Adding TruffleHog to pre-commit after a key was already committed.",
        "Keep the hook for new commits, but judge the branch by `--since-commit main`, which exits 183 while a "
        "verified secret remains.",
        "`--since-commit HEAD` only sees new changes, so the hook goes green while the leak is still in history."),
        f"`pre-commit run trufflehog --all-files` → `{ESC}[42mPassed{ESC}[m`, while the branch scan → `exit 183`",
        "The hook run printed Passed; the branch scan right after printed exit 183.",
        ["ANSI codes with escape byte", "arrows", "code spans"],
        {"evidence": "pre-commit run trufflehog --all-files"}, cat="security"),
    gotcha(52, TRU, "invented not_shown names_false_claim", (
        "git filter-repo clears a leaked key for TruffleHog",
        "The branch scan keeps reporting a verified key.",
        "Editing the file only.",
        "The key remains in history.",
        "Drop the file from history with git filter-repo."),
        "Bash(git filter-repo --path config/dev.env --invert-paths --force) dropped the file from history, so the "
        "next `trufflehog git file://. --since-commit main --only-verified --fail` passed.",
        "The filter-repo call was rejected by the person, and the later scan still exited 183.",
        ["tool-call notation", "false outcome on a refused call"],
        {"evidence": "git filter-repo --path config/dev.env --invert-paths --force"}, cat="security"),
    gotcha(53, TRU, "invented not_shown near_miss", (
        "TruffleHog reports the commit that introduced a key",
        "The scan output lists commit, file and line.",
        "Searching the whole history by hand.",
        "TruffleHog records where it found the secret.",
        "Start from the reported commit."),
        "`Commit: 9f3c2e7` · `File: config/dev.env` · `Line: 4`",
        "The reported commit is 9f3c2e1; 9f3c2e7 appears nowhere.",
        ["code spans", "middle dots", "one character changed"],
        {"evidence": "Commit: 9f3c2e1"}, cat="security"),
    gotcha(54, TRU, "invented not_shown invented_detail", (
        "A TruffleHog filesystem scan pins down which file holds the key",
        "The git scan reports a key and you want every file that has it.",
        "Grepping for the key prefix.",
        "Only the filesystem scan sees untracked files.",
        "Run `trufflehog filesystem` on the config folder."),
        "`trufflehog filesystem config/ --json` showed the key only in `config/dev.env`",
        "Only `trufflehog git` ran; no filesystem scan appears in the session.",
        ["code spans", "a call that never ran"],
        {"evidence": "File: config/dev.env"}, cat="security"),
]
