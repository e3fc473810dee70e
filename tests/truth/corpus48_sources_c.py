"""Scripted sessions of corpus48, part three: mbsync, notmuch and NeoMutt on Linux bash (in Korean, a long output),
beets imports and plugins for a fish user, darktable-cli batch exports in Windows PowerShell 7 (ANSI colour),
Inkscape 1.3's command line on macOS zsh (a rejected tool use) and latexmk with LuaLaTeX and fontspec under MiKTeX
in Windows cmd (file:line errors)."""
from __future__ import annotations

from tests.truth.corpus48_common import ESC, REJECTED

E = ESC


def _bash(cmd: str, out: str, err: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", cmd, out, err)


_SYNC = "\n".join(["Reading configuration file /home/minji/.mbsyncrc", "Channel gmail",
                   "Opening far side store gmail-remote...", "Resolving imap.gmail.com... ok",
                   "Connecting to imap.gmail.com (142.250.102.108:993)...", "Opening near side store gmail-local...",
                   "Connection is now encrypted", "Logging in...", "Opening far side box INBOX...",
                   "Opening near side box INBOX...", "Loading far side box...", "Loading near side box...",
                   "far side: 3120 messages, 2 recent", "near side: 0 messages, 0 recent", "Synchronizing...",
                   "Opening far side box [Gmail]/All Mail...", "Opening near side box [Gmail]/All Mail..."])

MUTT = [
    ("user", "mbsync로 Gmail 동기화가 안 되고, neomutt에서 notmuch 검색도 결과가 없어요. 설정은 ~/.mbsyncrc 랑 "
             "~/.config/neomutt/neomuttrc 에 있어요."),
    _bash("mbsync -V gmail",
          "Exit code 1\nReading configuration file /home/minji/.mbsyncrc\nChannel gmail\nOpening far side store "
          "gmail-remote...\nResolving imap.gmail.com... ok\nConnecting to imap.gmail.com (142.250.102.108:993)...\n"
          "Opening near side store gmail-local...\nConnection is now encrypted\nLogging in...\nIMAP command 'LOGIN "
          "<user> <pass>' returned an error: NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)\nError: channel "
          "gmail: far side store gmail-remote cannot be opened.", True),
    ("say", "Gmail은 2단계 인증 계정에서 일반 비밀번호로 IMAP 로그인을 거부해요. 앱 비밀번호를 만들어서 pass에 넣어 "
            "주시면 PassCmd를 바꿀게요."),
    ("user", "앱 비밀번호 만들어서 pass에 gmail/app 으로 넣었어요."),
    ("edit", "/home/minji/.mbsyncrc", "PassCmd \"pass show gmail/main\"", "PassCmd \"pass show gmail/app\""),
    _bash("mbsync -V gmail",
          "Exit code 1\n" + _SYNC + "\nError: channel gmail: near side box [Gmail]/All Mail cannot be opened.", True),
    ("say", "로그인은 이제 돼요 (`far side: 3120 messages`). 근데 로컬 Maildir에 `[Gmail]/All Mail` 폴더가 없어서 "
            "멈췄어요. Channel에 `Create Near` 가 없으면 mbsync는 로컬 폴더를 만들지 않아요."),
    ("edit", "/home/minji/.mbsyncrc", "Channel gmail\nFar :gmail-remote:\nNear :gmail-local:",
     "Channel gmail\nFar :gmail-remote:\nNear :gmail-local:\nCreate Near"),
    _bash("mbsync gmail", "Channels: 1    Boxes: 5    Far: +0 *0 #0 -0    Near: +4812 *0 #0 -0"),
    _bash("notmuch new", "Found 4812 total files (that's not much mail).\nProcessed 4812 total files in 38s (126 "
                         "files/sec.).\nAdded 4812 new messages to the database."),
    _bash("grep nm_default_url ~/.config/neomutt/neomuttrc; notmuch config get database.path",
          "set nm_default_url = \"notmuch:///home/minji/mail\"\n/home/minji/Mail"),
    ("say", "neomutt는 `/home/minji/mail` (소문자) 을 보고 있는데 notmuch 데이터베이스는 `/home/minji/Mail` 에 있어요. "
            "고칠게요."),
    ("edit", "/home/minji/.config/neomutt/neomuttrc", "set nm_default_url = \"notmuch:///home/minji/mail\"",
     "set nm_default_url = \"notmuch:///home/minji/Mail\""),
    ("user", "이제 neomutt에서 검색 돼요! 고마워요. 하나만 더, 새 메일에 자동으로 gmail 태그를 붙이고 싶어요."),
    ("write", "/home/minji/Mail/.notmuch/hooks/post-new",
     "#!/bin/sh\nnotmuch tag +gmail -- folder:gmail/INBOX and tag:new\n"),
    _bash("chmod +x ~/Mail/.notmuch/hooks/post-new && mbsync gmail && notmuch new",
          "Channels: 1    Boxes: 5    Far: +0 *0 #0 -0    Near: +3 *0 #0 -0\nProcessed 3 total files in almost no "
          "time.\nAdded 3 new messages to the database."),
    ("say", "post-new 훅을 넣었어요. 이제 새 메일이 들어오면 gmail 태그가 붙을 거예요."),
    ("user", "아니요, 방금 들어온 3통에 gmail 태그가 여전히 안 붙어요."),
]

BEETS = [
    ("user", "fish, beets 2.0. `beet import -q` on ~/incoming seems to skip half the albums, and fetchart does nothing "
             "at all."),
    _bash("beet import -q ~/incoming",
          "\n/home/pia/incoming/Khruangbin - Mordechai (10 items)\nSkipping.\n\n/home/pia/incoming/Altin Gun - Yol "
          "(10 items)\nSkipping.\n\n/home/pia/incoming/Men I Trust - Untourable Album (14 items)\nTagging:\n    Men I "
          "Trust - Untourable Album\nURL:\n    https://musicbrainz.org/release/5f4b1c4e-26b2-4d0a-8f2f-3a1f0c9d2b77"),
    ("say", "With `-q`, beets never asks; anything below the strong-match threshold gets the `quiet_fallback` action, "
            "which defaults to `skip`. Setting it to `asis` imports those with their existing tags."),
    ("edit", "/home/pia/.config/beets/config.yaml", "import:\n    move: yes",
     "import:\n    move: yes\n    quiet_fallback: asis"),
    _bash("beet import -q ~/incoming",
          "\n/home/pia/incoming/Khruangbin - Mordechai (10 items)\nImporting as-is.\n\n/home/pia/incoming/Altin Gun - "
          "Yol (10 items)\nImporting as-is."),
    _bash("beet fetchart", "Exit code 1\nError: unknown command 'fetchart'", True),
    _bash("beet version", "beets version 2.0.0\nPython version 3.12.3\nno plugins loaded"),
    _bash("grep -n plugin ~/.config/beets/config.yaml", "1:plugin: fetchart embedart"),
    ("say", "The key is `plugins:` (plural). beets ignores the unknown `plugin:` key silently, which is why "
            "`beet version` reports no plugins."),
    ("edit", "/home/pia/.config/beets/config.yaml", "plugin: fetchart embedart", "plugins: fetchart embedart"),
    _bash("beet version", "beets version 2.0.0\nPython version 3.12.3\nplugins: embedart, fetchart"),
    _bash("beet fetchart",
          "Altin Gun - Yol: found album art\nMen I Trust - Untourable Album: found album art\nKhruangbin - Mordechai:"
          " has album art"),
    ("user", "the Khruangbin cover is a tiny 200px thing though. can it get a bigger one?"),
    _bash("beet fetchart Mordechai", "Khruangbin - Mordechai: has album art"),
    ("say", "fetchart skips albums that already have art. `beet fetchart -f Mordechai` forces a fresh fetch; with "
            "`minwidth: 1000` under `fetchart:` it would also refuse small images."),
    ("user", "hm, ok. let's leave covers there, I'll tweak it another day."),
]

DT = [
    ("user", "darktable-cli batch export of my Fuji RAFs: it complains about the library lock, and the JPGs look flat "
             "as if my edits were ignored. PowerShell 7 on Windows 11."),
    _bash("& 'C:\\Program Files\\darktable\\bin\\darktable-cli.exe' .\\raw\\DSCF0412.RAF .\\out\\DSCF0412.jpg",
          "Exit code 1\n[init] the database lock file contains a pid that seems to be alive in your system: 9120\n"
          "[init] database is locked: can't acquire C:\\Users\\Lena\\AppData\\Local\\darktable\\library.db, is "
          "darktable already running?\nerror: can't init darktable", True),
    ("say", "The darktable GUI (pid 9120) holds the library. darktable-cli can run on its own config dir with "
            "`--core --configdir`, so it never touches the GUI's library."),
    _bash("& 'C:\\Program Files\\darktable\\bin\\darktable-cli.exe' .\\raw\\DSCF0412.RAF .\\out\\DSCF0412.jpg "
          "--core --configdir $env:TEMP\\dtcli",
          "[dt_imageio_export] exported to `.\\out\\DSCF0412.jpg'"),
    ("user", "it exported but still flat. my sidecars are DSCF0412.xmp, not DSCF0412.RAF.xmp (they come from the "
             "other laptop)."),
    ("say", "darktable-cli only picks up `<file>.RAF.xmp` on its own. A differently named sidecar has to be passed "
            "as the second argument."),
    _bash("& 'C:\\Program Files\\darktable\\bin\\darktable-cli.exe' .\\raw\\DSCF0412.RAF .\\raw\\DSCF0412.xmp "
          ".\\out\\DSCF0412.jpg --core --configdir $env:TEMP\\dtcli",
          "[dt_imageio_export] exported to `.\\out\\DSCF0412.jpg'"),
    ("user", "yes! that one has my edits now."),
    _bash("Get-ChildItem .\\raws\\*.RAF | ForEach-Object { & 'C:\\Program Files\\darktable\\bin\\darktable-cli.exe' "
          "$_.FullName ($_.FullName -replace '\\.RAF$','.xmp') \".\\out\\$($_.BaseName).jpg\" --core --configdir "
          "$env:TEMP\\dtcli }",
          f"Exit code 1\n{E}[31;1mGet-ChildItem: {E}[31;1mCannot find path 'C:\\Users\\Lena\\Pictures\\batch\\raws' "
          f"because it does not exist.{E}[0m", True),
    _bash("Get-ChildItem .\\raw\\*.RAF | ForEach-Object { & 'C:\\Program Files\\darktable\\bin\\darktable-cli.exe' "
          "$_.FullName ($_.FullName -replace '\\.RAF$','.xmp') \".\\out\\$($_.BaseName).jpg\" --core --configdir "
          "$env:TEMP\\dtcli }",
          "[dt_imageio_export] exported to `.\\out\\DSCF0412.jpg'\n[dt_imageio_export] exported to "
          "`.\\out\\DSCF0413.jpg'\n[dt_imageio_export] exported to `.\\out\\DSCF0420.jpg'"),
    ("user", "colours look a bit dull in Chrome compared to darktable though"),
    ("say", "darktable-cli exports in the profile of the export module, which may be your working space rather than "
            "sRGB. Adding `--icc-type SRGB` makes web exports sRGB. Let me check the batch is complete first."),
    _bash("(Get-ChildItem .\\out\\*.jpg).Count", "24"),
    ("say", "All 24 JPGs are there."),
]

INK = [
    ("user", "Our Makefile turns src/*.svg into 128px PNGs with `inkscape -z -e`. On my new Mac it fails. zsh."),
    _bash("inkscape --version", "Exit code 127\nzsh: command not found: inkscape", True),
    _bash("/Applications/Inkscape.app/Contents/MacOS/inkscape --version", "Inkscape 1.3.2 (091e20e, 2023-11-25)"),
    ("say", "The cask doesn't put `inkscape` on PATH; the binary lives inside the app bundle. I'll link it into "
            "/usr/local/bin."),
    _bash("sudo ln -s /Applications/Inkscape.app/Contents/MacOS/inkscape /usr/local/bin/inkscape", REJECTED, True),
    ("user", "no sudo on this machine please. Just use the full path, through a variable in the Makefile."),
    _bash("/Applications/Inkscape.app/Contents/MacOS/inkscape -z -e out/home.png -w 128 src/home.svg",
          "Exit code 1\nUnknown option -z\nUsage: inkscape [OPTION…] [FILE…]\n\nTry `inkscape --help` for more "
          "information.", True),
    ("say", "Inkscape 1.x dropped `-z` (it's always headless with export options) and `-e`; the export file is "
            "`--export-filename` and the format comes from `--export-type` or the extension."),
    _bash("/Applications/Inkscape.app/Contents/MacOS/inkscape --export-type=png --export-filename=out/home.png -w 128 "
          "src/home.svg",
          "Background RRGGBBAA: ffffff00\nArea 0:0:64:64 exported to 128 x 128 pixels (192 dpi)\nout/home.png"),
    ("edit", "/Users/sam/brand/icons/Makefile", "out/%.png: src/%.svg\n\tinkscape -z -e $@ -w 128 $<",
     "INKSCAPE ?= /Applications/Inkscape.app/Contents/MacOS/inkscape\n\nout/%.png: src/%.svg\n\t$(INKSCAPE) "
     "--export-type=png --export-filename=$@ -w 128 $<"),
    _bash("make icons",
          "/Applications/Inkscape.app/Contents/MacOS/inkscape --export-type=png --export-filename=out/search.png -w "
          "128 src/search.svg\nBackground RRGGBBAA: ffffff00\nArea 0:0:64:64 exported to 128 x 128 pixels (192 dpi)"
          "\nout/search.png\n/Applications/Inkscape.app/Contents/MacOS/inkscape --export-type=png --export-filename="
          "out/user.png -w 128 src/user.svg\nBackground RRGGBBAA: ffffff00\nArea 0:0:64:64 exported to 128 x 128 "
          "pixels (192 dpi)\nout/user.png"),
    ("user", "works, thanks"),
]

TEX = [
    ("user", "My thesis uses fontspec with Source Serif 4 and latexmk fails. Windows 11, MiKTeX, cmd. Folder "
             "C:\\Users\\arjun\\thesis."),
    _bash("latexmk -pdf -file-line-error thesis.tex",
          "Exit code 12\nRule 'pdflatex':  Reasons for rerun\nCategory 'other':\n  Rerun of 'pdflatex' forced or "
          "previously required\n------------\nRun number 1 of rule 'pdflatex'\n------------\n./thesis.tex:4: Fatal "
          "Package fontspec Error: The fontspec package requires either XeTeX or\n(fontspec)                      "
          "LuaTeX.\n(fontspec)                      \n(fontspec)                      You must change your typesetting "
          "engine to,\n(fontspec)                      e.g., \"xelatex\" or \"lualatex\" instead of\n(fontspec)      "
          "                \"latex\" or \"pdflatex\".\nLatexmk: Errors, so I did not complete making targets\n"
          "Collected error summary (may duplicate other messages):\n  pdflatex: Command for 'pdflatex' gave return "
          "code 1", True),
    _bash("latexmk -lualatex -file-line-error thesis.tex",
          "Exit code 12\nRun number 1 of rule 'lualatex'\n./thesis.tex:9: Package fontspec Error:\n(fontspec)      "
          "          The font \"Source Serif 4\" cannot be found; this\n(fontspec)                may be but usually "
          "is not a fontspec bug. Either there\n(fontspec)                is a typo in the font name/file, the font is "
          "not\n(fontspec)                installed, or there is a bug in the underlying font\n(fontspec)          "
          "      loader.\nLatexmk: Errors, so I did not complete making targets\nCollected error summary (may "
          "duplicate other messages):\n  lualatex: Command for 'lualatex' gave return code 1", True),
    ("say", "The font is installed for your user only (C:\\Users\\arjun\\AppData\\Local\\Microsoft\\Windows\\Fonts). "
            "Rebuilding luaotfload's name database may pick it up."),
    _bash("luaotfload-tool --update --force",
          "luaotfload | db : Reload initiated (formats: otf,ttf,ttc); reason: Forced reload.\nluaotfload | db : "
          "2318 fonts in 2301 files, 17 misses"),
    _bash("latexmk -lualatex -file-line-error thesis.tex",
          "Exit code 12\nRun number 1 of rule 'lualatex'\n./thesis.tex:9: Package fontspec Error:\n(fontspec)      "
          "          The font \"Source Serif 4\" cannot be found; this\n(fontspec)                may be but usually "
          "is not a fontspec bug.\nLatexmk: Errors, so I did not complete making targets", True),
    ("say", "Still not found: luaotfload doesn't scan the per-user font folder. The font files are in the repo's "
            "fonts\\ folder anyway, so I'll load them by file name with `Path=`."),
    ("edit", "C:\\Users\\arjun\\thesis\\thesis.tex", "\\setmainfont{Source Serif 4}",
     "\\setmainfont{SourceSerif4}[Path=fonts/, Extension=.otf, UprightFont=*-Regular, BoldFont=*-Bold, "
     "ItalicFont=*-It, BoldItalicFont=*-BoldIt]"),
    _bash("latexmk -lualatex -file-line-error thesis.tex",
          "Run number 1 of rule 'lualatex'\nRun number 2 of rule 'lualatex'\nOutput written on thesis.pdf (84 pages, "
          "912345 bytes).\nTranscript written on thesis.log.\nLatexmk: All targets (thesis.pdf) are up-to-date"),
    ("user", "yay. can plain `latexmk thesis.tex` use lualatex by default? that's what the VS Code extension runs."),
    ("write", "C:\\Users\\arjun\\thesis\\.latexmkrc", "$pdf_mode = 4;\n$lualatex = 'lualatex -file-line-error "
                                                      "%O %S';\n"),
    _bash("latexmk thesis.tex", "Latexmk: All targets (thesis.pdf) are up-to-date"),
    ("say", "`$pdf_mode = 4` in .latexmkrc selects lualatex for PDF output, so the extension's plain `latexmk` call "
            "uses it."),
]

SOURCES = {
    "mutt": ("/home/minji", "2025-06-07T02:00:00Z", "HEAD", MUTT),
    "beets": ("/home/pia/music", "2025-06-07T18:00:00Z", "HEAD", BEETS),
    "dt": ("C:\\Users\\Lena\\Pictures\\batch", "2025-06-08T10:30:00Z", "HEAD", DT),
    "ink": ("/Users/sam/brand/icons", "2025-06-08T15:00:00Z", "png-export", INK),
    "tex": ("C:\\Users\\arjun\\thesis", "2025-06-09T20:15:00Z", "main", TEX),
}
