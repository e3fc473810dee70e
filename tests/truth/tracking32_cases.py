"""The case tables of the thirty-second tracking corpus (written by build_tracking32.py), and its first cases:
ffmpeg's concat demuxer refusing absolute paths, pandoc's default PDF engine on Korean text, and gpg asking
a pinentry with no terminal. The other cases are in tracking32_cases_b.py … _e.py.

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

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, say, user, write

T = CaseTables("t32-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# ---------------------------------------------------------------------------------------------------------
# 1. ffmpeg's concat demuxer and absolute paths (-safe 0)

def _unsafe(path: str, listfile: str = "list.txt", addr: str = "0x5581c0a4e2c0") -> str:
    return f"[concat @ {addr}] Unsafe file name '{path}'\n{listfile}: Operation not permitted"


FF_DONE = ("[out#0/mp4 @ 0x55e0b7a1c940] video:131402KiB audio:16388KiB subtitle:0KiB other streams:0KiB "
           "global headers:0KiB muxing overhead: 0.041271%\nsize=  147851KiB time=00:52:14.08 "
           "bitrate= 386.4kbits/s speed= 412x")


def _ffmpeg() -> None:
    base = "/home/dana/media/podcast-ep41"
    T.source(
        "s-ffmpeg-concat", base, "2025-06-03T09:00:00Z", "main",
        user("Join the three recorded segments in clips/ into ep41.mp4 without re-encoding."),
        ok("ls clips/", "seg01.mp4\nseg02.mp4\nseg03.mp4"),
        ok("printf \"file '%s'\\n\" \"$PWD\"/clips/seg*.mp4 > list.txt && cat list.txt",
           f"file '{base}/clips/seg01.mp4'\nfile '{base}/clips/seg02.mp4'\nfile '{base}/clips/seg03.mp4'"),
        err("ffmpeg -hide_banner -f concat -i list.txt -c copy ep41.mp4", _unsafe(f"{base}/clips/seg01.mp4")),
        say("The files exist and are readable, so this is not a file-system permission problem. The concat "
            "demuxer runs in 'safe' mode by default and refuses absolute paths in the list file; it reports "
            "that as `Operation not permitted`. `-safe 0` turns the check off, and it has to come before "
            "`-i list.txt` because it is an option of the demuxer."),
        ok("ffmpeg -hide_banner -f concat -safe 0 -i list.txt -c copy ep41.mp4", FF_DONE),
    )
    T.lesson(
        "t32-ffmpeg-concat-safe", "global", "en", "s-ffmpeg-concat", "workflow",
        "ffmpeg's concat demuxer rejects absolute paths in the list file unless -safe 0 is given",
        "`ffmpeg -f concat -i list.txt -c copy out.mp4` stops at once with `Unsafe file name '/…/clips/seg01.mp4'` "
        "followed by `list.txt: Operation not permitted`, and nothing is written.",
        "`Operation not permitted` reads like a file-system permission problem, but the clips are readable; "
        "the refusal comes from the demuxer, not from the kernel.",
        "The concat demuxer runs in safe mode by default (`-safe 1`) and treats absolute paths (and names with "
        "unusual characters) in the list file as unsafe.",
        "Pass `-safe 0` to the demuxer, before the input: `ffmpeg -f concat -safe 0 -i list.txt -c copy out.mp4`.",
        ["`ffmpeg -hide_banner -f concat -i list.txt -c copy ep41.mp4`",
         "`Unsafe file name '/home/dana/media/podcast-ep41/clips/seg01.mp4'`",
         "`list.txt: Operation not permitted`",
         "`ffmpeg -hide_banner -f concat -safe 0 -i list.txt -c copy ep41.mp4`"],
    )

    T.later(
        "l-ff-makefile", "/home/dana/media/podcast-ep42", "2025-06-12T14:05:00Z", "main",
        user("Episode 42 is recorded. Build it with the Makefile like last time and tell me the duration."),
        ok("cat Makefile",
           "CLIPS := $(sort $(wildcard clips/*.mp4))\n\nlist.txt: $(CLIPS)\n\tprintf \"file '%s'\\n\" $(abspath "
           "$(CLIPS)) > $@\n\n%.mp4: list.txt\n\tffmpeg -hide_banner -y -f concat -safe 0 -i list.txt -c copy $@\n"),
        ok("make ep42.mp4",
           "printf \"file '%s'\\n\" /home/dana/media/podcast-ep42/clips/seg01.mp4 "
           "/home/dana/media/podcast-ep42/clips/seg02.mp4 > list.txt\n"
           "ffmpeg -hide_banner -y -f concat -safe 0 -i list.txt -c copy ep42.mp4\n" + FF_DONE.replace(
               "00:52:14.08", "00:47:51.30")),
        ok("ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 ep42.mp4", "2871.300000"),
        say("ep42.mp4 is built; it runs 47 min 51 s."),
    )
    T.later(
        "l-ff-recur-srv", "/srv/recordings/ep43", "2025-06-19T08:40:00Z", "main",
        user("Concatenate a.mkv, b.mkv and c.mkv here into ep43.mkv, stream copy only."),
        ok("for f in /srv/recordings/ep43/[abc].mkv; do echo \"file '$f'\"; done > parts.txt && cat parts.txt",
           "file '/srv/recordings/ep43/a.mkv'\nfile '/srv/recordings/ep43/b.mkv'\nfile '/srv/recordings/ep43/c.mkv'"),
        err("ffmpeg -f concat -i parts.txt -c copy ep43.mkv",
            _unsafe("/srv/recordings/ep43/a.mkv", "parts.txt", "0x5639f1e07b00")),
        say("Same safe-mode refusal of absolute paths; adding `-safe 0` before the input."),
        ok("ffmpeg -f concat -safe 0 -i parts.txt -c copy ep43.mkv && ls -lh ep43.mkv",
           "-rw-r--r-- 1 dana dana 1.9G Jun 19 08:43 ep43.mkv"),
    )
    T.later(
        "l-ff-docker", "/home/dana/media/trailer", "2025-06-26T10:15:00Z", "main",
        user("I don't want ffmpeg on this laptop. Use the jrottenberg image to stitch intro.mp4, body.mp4 and "
             "outro.mp4 into trailer.mp4."),
        ok("printf \"file '/work/%s'\\n\" intro.mp4 body.mp4 outro.mp4 > list.txt && cat list.txt",
           "file '/work/intro.mp4'\nfile '/work/body.mp4'\nfile '/work/outro.mp4'"),
        ok("docker run --rm -v \"$PWD\":/work -w /work jrottenberg/ffmpeg:6.1-ubuntu -hide_banner -f concat "
           "-safe 0 -i list.txt -c copy trailer.mp4", FF_DONE.replace("00:52:14.08", "00:01:32.04")),
        ok("ls -lh trailer.mp4", "-rw-r--r-- 1 root root 41M Jun 26 10:17 trailer.mp4"),
    )
    T.later(
        "l-ff-codec-error", "/home/dana/media/interviews", "2025-07-03T16:20:00Z", "main",
        user("Stick interview-part1.mov and interview-part2.mp4 together; a rough cut is fine."),
        ok("printf \"file '%s'\\n\" interview-part1.mov interview-part2.mp4 > list.txt && cat list.txt",
           "file 'interview-part1.mov'\nfile 'interview-part2.mp4'"),
        err("ffmpeg -hide_banner -f concat -i list.txt -c copy interview.mp4",
            "[mp4 @ 0x561d2c1a8a40] Could not find tag for codec pcm_s16le in stream #1, codec not currently "
            "supported in container\n[out#0/mp4 @ 0x561d2c1a7f80] Could not write header (incorrect codec "
            "parameters ?): Invalid argument\nConversion failed!"),
        say("The first part carries PCM audio, which MP4 cannot hold with stream copy. Re-encoding the audio "
            "to AAC."),
        ok("ffmpeg -hide_banner -f concat -i list.txt -c:v copy -c:a aac -b:a 160k interview.mp4",
           FF_DONE.replace("00:52:14.08", "00:38:02.11")),
    )
    T.later(
        "l-ff-transcode", "/home/dana/media/talks", "2025-07-10T11:00:00Z", "main",
        user("Make a 720p H.264 copy of keynote.mov for the website and grab a poster frame at 00:01:00."),
        ok("ffprobe -v error -select_streams v:0 -show_entries stream=width,height,codec_name -of csv=p=0 "
           "keynote.mov", "prores,1920,1080"),
        ok("ffmpeg -hide_banner -i keynote.mov -vf scale=-2:720 -c:v libx264 -crf 23 -preset slow -c:a aac "
           "keynote-720p.mp4", FF_DONE.replace("00:52:14.08", "00:44:10.52").replace("412x", "3.1x")),
        ok("ffmpeg -hide_banner -ss 00:01:00 -i keynote-720p.mp4 -frames:v 1 poster.jpg",
           "[out#0/image2 @ 0x55f4a3c0] video:88KiB audio:0KiB subtitle:0KiB other streams:0KiB\n"
           "frame=    1 fps=0.0 q=4.0 Lsize=N/A time=00:00:00.03 bitrate=N/A speed=0.4x"),
    )
    T.later(
        "l-ff-quoted-doc", "/home/dana/media/podcast-tools", "2025-07-17T09:30:00Z", "main",
        user("Ines got `Unsafe file name '/mnt/nas/ep44/seg01.mp4'` and `list.txt: Operation not permitted` on the "
             "NAS box last night. Don't run anything there; just add a note to docs/recording.md so the next "
             "person knows what to do."),
        ok("sed -n '1,30p' docs/recording.md",
           "# Recording workflow\n\n1. Record each segment to clips/.\n2. Build the episode with `make epNN.mp4`.\n"),
        edit("docs/recording.md", "2. Build the episode with `make epNN.mp4`.\n",
             "2. Build the episode with `make epNN.mp4`.\n\nIf ffmpeg says `Unsafe file name` when joining by hand, "
             "the list has absolute paths: run `ffmpeg -f concat -safe 0 -i list.txt -c copy out.mp4`.\n"),
        say("Added the note; nothing was run on the NAS."),
    )
    T.later(
        "l-ff-before", "/home/dana/media/podcast-ep40", "2025-05-27T15:10:00Z", "main",
        user("Join the clips for episode 40."),
        ok("printf \"file '%s'\\n\" \"$PWD\"/clips/*.mp4 > list.txt", ""),
        err("ffmpeg -hide_banner -f concat -i list.txt -c copy ep40.mp4",
            _unsafe("/home/dana/media/podcast-ep40/clips/seg01.mp4", addr="0x55aa04b1e2c0")),
        say("ffmpeg refuses the absolute paths; writing relative names into the list instead."),
        ok("(cd clips && printf \"file '%s'\\n\" *.mp4) > clips/list.txt && ffmpeg -hide_banner -f concat -i "
           "clips/list.txt -c copy ep40.mp4", FF_DONE),
    )
    lid = "t32-ffmpeg-concat-safe"
    T.pair(lid, "l-ff-makefile", "applied", "make runs the recipe `ffmpeg … -f concat -safe 0 -i list.txt` and it succeeds")
    T.pair(lid, "l-ff-recur-srv", "recurred", "`Unsafe file name '/srv/recordings/ep43/a.mkv'` from a list of absolute paths, then fixed")
    T.pair(lid, "l-ff-docker", "applied", "the jrottenberg ffmpeg container is run with `-f concat -safe 0`; no unsafe-name error")
    T.pair(lid, "l-ff-codec-error", "neither", "relative names, no -safe; the error is a codec/container one (pcm_s16le in MP4)")
    T.pair(lid, "l-ff-transcode", "neither", "ffmpeg used to transcode and grab a frame, no concat at all")
    T.pair(lid, "l-ff-quoted-doc", "neither", "the error is quoted by the person and -safe 0 only written into a doc; nothing run")
    T.pair(lid, "l-ff-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------
# 2. pandoc's default PDF engine and Korean text (a Korean lesson)

def _latex_unicode(char: str, code: str, line: int, rest: str) -> str:
    return (f"Error producing PDF.\n! LaTeX Error: Unicode character {char} (U+{code})\n"
            f"               not set up for use with LaTeX.\n\nSee the LaTeX manual or LaTeX Companion for "
            f"explanation.\nType  H <return>  for immediate help.\n ...                                              \n\n"
            f"l.{line} {char}\n       {rest}")


def _pandoc() -> None:
    T.source(
        "s-pandoc-cjk", "/Users/jiho/docs/handbook", "2025-06-10T01:20:00Z", "main",
        user("handbook.md를 PDF로 만들어 줘. 표지나 목차는 필요 없어."),
        ok("head -5 handbook.md", "# 신입 개발자 핸드북\n\n안녕하세요. 이 문서는 팀에 새로 합류한 분을 위한 안내서입니다.\n"),
        err("pandoc handbook.md -o handbook.pdf", _latex_unicode("신", "C2E0", 58, "입 개발자 핸드북"), 43),
        say("pandoc의 기본 PDF 엔진은 pdflatex인데, pdflatex는 한글 같은 CJK 문자를 조판하지 못해서 첫 한글 글자에서 "
            "멈춥니다. xelatex으로 엔진을 바꾸고 한글 글꼴을 CJKmainfont 변수로 지정하면 됩니다. 설치된 한글 글꼴부터 "
            "확인하겠습니다."),
        ok("fc-list :lang=ko family | sort -u | head -3",
           "Apple SD Gothic Neo\nNoto Sans CJK KR,Noto Sans CJK KR Regular\nNoto Serif CJK KR"),
        ok("pandoc handbook.md -o handbook.pdf --pdf-engine=xelatex -V CJKmainfont=\"Noto Sans CJK KR\" && "
           "ls -l handbook.pdf", "-rw-r--r--  1 jiho  staff  214733 Jun 10 10:22 handbook.pdf"),
    )
    T.lesson(
        "t32-pandoc-cjk-xelatex", "global", "ko", "s-pandoc-cjk", "workflow",
        "pandoc의 기본 PDF 엔진(pdflatex)은 한글 문서를 PDF로 만들지 못한다",
        "`pandoc handbook.md -o handbook.pdf`가 `Error producing PDF.`와 `! LaTeX Error: Unicode character 신 "
        "(U+C2E0)`를 내고 종료 코드 43으로 실패한다.",
        "LaTeX 설치나 파일 인코딩 문제처럼 보이지만, 파일은 정상 UTF-8이고 LaTeX도 잘 설치되어 있다.",
        "`--pdf-engine`을 주지 않으면 pandoc은 pdflatex를 쓰는데, pdflatex는 한글(CJK) 문자를 조판하지 못한다.",
        "`--pdf-engine=xelatex`(또는 lualatex)로 엔진을 바꾸고 `-V CJKmainfont=...`로 설치된 한글 글꼴을 지정한다. "
        "같은 설정을 defaults 파일(`pdf-engine:`와 `variables: CJKmainfont:`)에 넣어 `-d`로 읽혀도 된다.",
        ["`pandoc handbook.md -o handbook.pdf`", "`! LaTeX Error: Unicode character 신 (U+C2E0)`",
         "`--pdf-engine=xelatex -V CJKmainfont=\"Noto Sans CJK KR\"`"],
    )

    T.later(
        "l-pd-before", "/Users/jiho/docs/onboarding", "2025-05-20T06:00:00Z", "main",
        user("onboarding.md도 PDF로 뽑아 줘."),
        err("pandoc onboarding.md -o onboarding.pdf", _latex_unicode("온", "C628", 3, "보딩 안내"), 43),
        say("pdflatex가 한글을 처리하지 못합니다. 일단 HTML로 만들어 브라우저에서 PDF로 저장하는 방법을 쓰겠습니다."),
        ok("pandoc onboarding.md -s -o onboarding.html", ""),
    )
    T.later(
        "l-pd-recur-notes", "/Users/jiho/docs/release", "2025-06-18T05:40:00Z", "release/2.3",
        user("release-notes-2.3.md를 PDF로 변환해서 dist/에 넣어 줘."),
        ok("mkdir -p dist && wc -l release-notes-2.3.md", "     142 release-notes-2.3.md"),
        err("pandoc release-notes-2.3.md -o dist/release-notes-2.3.pdf",
            _latex_unicode("한", "D55C", 12, "국어 릴리스 노트"), 43),
        say("또 pdflatex에서 한글이 막혔습니다. xelatex과 한글 글꼴로 다시 만듭니다."),
        ok("pandoc release-notes-2.3.md -o dist/release-notes-2.3.pdf --pdf-engine=xelatex "
           "-V CJKmainfont=\"Noto Serif CJK KR\"", ""),
    )
    T.later(
        "l-pd-defaults", "/Users/jiho/docs/guide", "2025-06-25T02:10:00Z", "main",
        user("가이드 문서가 여러 개라서 매번 옵션 적기 귀찮아. defaults 파일로 정리해서 guide.md PDF 만들어 줘."),
        write("/Users/jiho/docs/guide/pdf.yaml",
              "pdf-engine: xelatex\nvariables:\n  CJKmainfont: Noto Sans CJK KR\n  geometry: margin=2.2cm\n"),
        ok("pandoc -d pdf.yaml guide.md -o guide.pdf && ls -l guide.pdf",
           "-rw-r--r--  1 jiho  staff  188402 Jun 25 11:12 guide.pdf"),
        ok("pdffonts guide.pdf | head -4",
           "name                                 type              encoding         emb sub uni\n"
           "------------------------------------ ----------------- ---------------- --- --- ---\n"
           "ABCDEE+NotoSansCJKkr-Regular         CID Type 0C       Identity-H       yes yes yes"),
    )
    T.later(
        "l-pd-script", "/Users/jiho/docs/api-spec", "2025-07-02T07:30:00Z", "main",
        user("scripts/build-pdf.sh로 API 명세서 PDF 다시 빌드해 줘."),
        ok("cat scripts/build-pdf.sh",
           "#!/bin/zsh\nset -eu\nfor f in spec/*.md; do\n  pandoc \"$f\" --pdf-engine xelatex \\\n"
           "    -V CJKmainfont='Noto Sans CJK KR' -V mainfont='Inter' \\\n    -o \"out/${f:t:r}.pdf\"\ndone\n"),
        ok("./scripts/build-pdf.sh && ls out", "auth.pdf\tbilling.pdf\tusers.pdf"),
    )
    T.later(
        "l-pd-html-only", "/Users/jiho/docs/handbook", "2025-07-09T04:00:00Z", "main",
        user("핸드북을 사내 위키에 올릴 수 있게 단일 HTML로 만들어 줘."),
        ok("pandoc handbook.md -s --embed-resources --toc -o handbook.html && ls -l handbook.html",
           "-rw-r--r--  1 jiho  staff  96214 Jul  9 13:01 handbook.html"),
        ok("pandoc --version | head -1", "pandoc 3.5"),
    )
    T.later(
        "l-pd-docker", "/home/jiho/ci/manual", "2025-07-16T00:50:00Z", "main",
        user("CI 러너에는 pandoc이 없으니까 컨테이너로 manual.md를 PDF로 만들어 줘."),
        ok("docker run --rm -v \"$PWD\":/data pandoc/extra:3.5 manual.md -o manual.pdf --pdf-engine=xelatex "
           "-V CJKmainfont=\"Noto Sans CJK KR\"", ""),
        ok("ls -l manual.pdf", "-rw-r--r-- 1 root root 301558 Jul 16 00:52 manual.pdf"),
    )
    T.later(
        "l-pd-contributing", "/Users/jiho/docs/handbook", "2025-07-23T03:15:00Z", "main",
        user("다른 사람들도 PDF를 만들 수 있게 CONTRIBUTING.md에 빌드 방법만 적어 줘. 빌드는 하지 마."),
        edit("/Users/jiho/docs/handbook/CONTRIBUTING.md", "## 빌드\n",
             "## 빌드\n\nPDF는 `pandoc handbook.md -o handbook.pdf --pdf-engine=xelatex -V CJKmainfont=\"Noto Sans "
             "CJK KR\"`로 만듭니다. 기본 엔진(pdflatex)은 한글을 조판하지 못합니다.\n"),
        say("CONTRIBUTING.md에 빌드 명령을 적었습니다. 실행은 하지 않았습니다."),
    )
    lid = "t32-pandoc-cjk-xelatex"
    T.pair(lid, "l-pd-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-pd-recur-notes", "recurred", "pandoc to PDF with the default engine fails on `한 (U+D55C)`, then fixed")
    T.pair(lid, "l-pd-defaults", "applied", "a defaults file with `pdf-engine: xelatex` and CJKmainfont, read with -d")
    T.pair(lid, "l-pd-script", "applied", "the build script runs pandoc with `--pdf-engine xelatex -V CJKmainfont=…`")
    T.pair(lid, "l-pd-html-only", "neither", "pandoc only makes HTML; no PDF engine involved")
    T.pair(lid, "l-pd-docker", "applied", "pandoc/extra container run with `--pdf-engine=xelatex -V CJKmainfont`")
    T.pair(lid, "l-pd-contributing", "neither", "the fix is only written into CONTRIBUTING.md; pandoc is never run")


# ---------------------------------------------------------------------------------------------------------
# 3. gpg with a passphrase file but no loopback pinentry

GPG_IOCTL = "gpg: signing failed: Inappropriate ioctl for device\ngpg: signing failed: Inappropriate ioctl for device"


def _good(name: str, when: str) -> str:
    return (f"gpg: Signature made {when}\ngpg:                using EDDSA key 7A1C2F09D4E3B8A6C1F0E92D5B7A3C48E1D6F250\n"
            f"gpg: Good signature from \"{name}\" [ultimate]")


def _gpg() -> None:
    T.source(
        "s-gpg-loopback", "/home/omar/src/tarpit", "2025-06-17T13:00:00Z", "release/1.4",
        user("Sign dist/tarpit-1.4.0.tar.gz with the release key; the passphrase is in ~/.config/tarpit/release.pass."),
        err("gpg --batch --local-user release@tarpit.dev --passphrase-file ~/.config/tarpit/release.pass "
            "--armor --detach-sign dist/tarpit-1.4.0.tar.gz", GPG_IOCTL, 2),
        ok("gpg --version | head -1", "gpg (GnuPG) 2.2.40"),
        say("Since GnuPG 2.1 the passphrase options are only used when the pinentry mode is loopback; otherwise "
            "gpg asks gpg-agent, whose pinentry needs a terminal, and this shell has none. `export GPG_TTY=$(tty)` "
            "would not help here, because there is no tty to name. Adding `--pinentry-mode loopback`."),
        ok("gpg --batch --pinentry-mode loopback --local-user release@tarpit.dev --passphrase-file "
           "~/.config/tarpit/release.pass --armor --detach-sign dist/tarpit-1.4.0.tar.gz && gpg --verify "
           "dist/tarpit-1.4.0.tar.gz.asc dist/tarpit-1.4.0.tar.gz",
           _good("Tarpit Release <release@tarpit.dev>", "Tue 17 Jun 2025 13:02:41 UTC")),
    )
    T.lesson(
        "t32-gpg-pinentry-loopback", "global", "en", "s-gpg-loopback", "security",
        "gpg ignores --passphrase-file and fails with 'Inappropriate ioctl for device' unless the pinentry mode is loopback",
        "`gpg --batch --passphrase-file … --detach-sign` exits 2 with `gpg: signing failed: Inappropriate ioctl "
        "for device`, although the passphrase file is right.",
        "The passphrase is given, so the failure looks like a bad key or a broken agent; setting `GPG_TTY` does "
        "not help in a shell with no terminal.",
        "Since GnuPG 2.1 the passphrase options are honoured only with the loopback pinentry; otherwise gpg-agent "
        "starts a pinentry that needs a terminal.",
        "Add `--pinentry-mode loopback` to the gpg call (or put `pinentry-mode loopback` in ~/.gnupg/gpg.conf), "
        "keeping `--batch` and `--passphrase-file`.",
        ["`gpg: signing failed: Inappropriate ioctl for device`", "`gpg (GnuPG) 2.2.40`",
         "`gpg --batch --pinentry-mode loopback --local-user release@tarpit.dev`", "`Good signature from`"],
    )

    T.later(
        "l-gpg-gpgconf", "/home/omar/src/tarpit", "2025-06-24T09:10:00Z", "main",
        user("Clearsign the SHA256SUMS for 1.4.1. Make gpg use the passphrase file without prompting from now on."),
        ok("sha256sum dist/tarpit-1.4.1.tar.gz > dist/SHA256SUMS && cat dist/SHA256SUMS",
           "c3a1e0b4f2d9a87e61c4b0f5d3e2a19c8b7f6e5d4c3b2a1908f7e6d5c4b3a291  dist/tarpit-1.4.1.tar.gz"),
        ok("grep -q '^pinentry-mode' ~/.gnupg/gpg.conf || echo 'pinentry-mode loopback' >> ~/.gnupg/gpg.conf; "
           "cat ~/.gnupg/gpg.conf", "keyid-format long\nwith-fingerprint\npinentry-mode loopback"),
        ok("gpg --batch --yes -u release@tarpit.dev --passphrase-file ~/.config/tarpit/release.pass --clearsign "
           "dist/SHA256SUMS && head -3 dist/SHA256SUMS.asc",
           "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n"),
    )
    T.later(
        "l-gpg-recur-fish", "/home/omar/src/tarpit", "2025-07-01T15:25:00Z", "release/1.5",
        user("Release 1.5.0 is built. Sign it; my shell is fish, the passphrase file is the usual one."),
        err("fish -c 'gpg --batch -u release@tarpit.dev --passphrase-file $HOME/.config/tarpit/release.pass "
            "--armor --detach-sign dist/tarpit-1.5.0.tar.gz'", GPG_IOCTL, 2),
        say("The agent's pinentry again; loopback mode is missing from this call."),
        ok("fish -c 'gpg --batch --pinentry-mode=loopback -u release@tarpit.dev --passphrase-file "
           "$HOME/.config/tarpit/release.pass --armor --detach-sign dist/tarpit-1.5.0.tar.gz; and ls dist'",
           "tarpit-1.5.0.tar.gz\ntarpit-1.5.0.tar.gz.asc"),
    )
    T.later(
        "l-gpg-gpgtty", "/home/omar/src/keyring-backup", "2025-07-08T11:45:00Z", "main",
        user("Sign backup-2025-07.tar with my personal key; passphrase file is ~/.gnupg-pass. If gpg complains "
             "about the tty, set GPG_TTY."),
        err("export GPG_TTY=$(tty); gpg --batch -u omar@hadid.net --passphrase-file ~/.gnupg-pass --detach-sign "
            "backup-2025-07.tar", "not a tty\n" + GPG_IOCTL, 2),
        say("`tty` prints `not a tty` in this shell, so GPG_TTY cannot point anywhere. Using loopback instead."),
        ok("gpg --batch --pinentry-mode loopback -u omar@hadid.net --passphrase-file ~/.gnupg-pass --detach-sign "
           "backup-2025-07.tar && ls backup-2025-07.tar.sig", "backup-2025-07.tar.sig"),
    )
    T.later(
        "l-gpg-decrypt", "/home/omar/src/tarpit-deploy", "2025-07-15T08:05:00Z", "main",
        user("Decrypt secrets/prod.env.gpg into .env for the deploy, then run the smoke test."),
        ok("gpg --batch --quiet --pinentry-mode=loopback --passphrase-file ~/.config/tarpit/deploy.pass "
           "--decrypt secrets/prod.env.gpg > .env && wc -l .env", "14 .env"),
        ok("./scripts/smoke.sh", "GET /healthz 200\nGET /api/v1/ping 200\nsmoke: ok"),
        ok("shred -u .env", ""),
    )
    T.later(
        "l-gpg-verify-only", "/home/omar/src/vendor-mirror", "2025-07-22T17:00:00Z", "main",
        user("Check the signature on the upstream libsodium tarball before we vendor it."),
        ok("gpg --keyserver hkps://keys.openpgp.org --recv-keys 0x0C7983A8FD9A104C623172CB62F25B592B6F76DA",
           "gpg: key 62F25B592B6F76DA: public key \"Frank Denis (Jedi/Sector One) <pgp-j@pureftpd.org>\" imported\n"
           "gpg: Total number processed: 1\ngpg:               imported: 1"),
        ok("gpg --verify libsodium-1.0.20.tar.gz.sig libsodium-1.0.20.tar.gz",
           _good("Frank Denis (Jedi/Sector One) <pgp-j@pureftpd.org>", "Sat 25 May 2024 10:32:07 UTC").replace(
               " [ultimate]", " [unknown]")),
    )
    T.later(
        "l-gpg-no-secret", "/home/omar/src/tarpit", "2025-07-29T10:20:00Z", "main",
        user("Sign the 1.5.1 tarball with the ops key, ops@tarpit.dev."),
        err("gpg --batch -u ops@tarpit.dev --passphrase-file ~/.config/tarpit/release.pass --armor --detach-sign "
            "dist/tarpit-1.5.1.tar.gz",
            "gpg: skipped \"ops@tarpit.dev\": No secret key\ngpg: signing failed: No secret key", 2),
        ok("gpg --list-secret-keys --keyid-format long | grep -E '^(sec|uid)'",
           "sec   ed25519/5B7A3C48E1D6F250 2024-11-02 [SC]\nuid                 [ultimate] Tarpit Release "
           "<release@tarpit.dev>"),
        say("This machine has no secret key for ops@tarpit.dev, only the release key. Which one should sign 1.5.1?"),
    )
    lid = "t32-gpg-pinentry-loopback"
    T.pair(lid, "l-gpg-gpgconf", "applied", "`pinentry-mode loopback` put in gpg.conf, then gpg signs with the passphrase file")
    T.pair(lid, "l-gpg-recur-fish", "recurred", "`signing failed: Inappropriate ioctl for device` on 1.5.0 in fish, then loopback")
    T.pair(lid, "l-gpg-gpgtty", "recurred", "GPG_TTY set from `tty` (not a tty) and gpg still fails with the ioctl error")
    T.pair(lid, "l-gpg-decrypt", "applied", "`--pinentry-mode=loopback` with --passphrase-file to decrypt; no failure")
    T.pair(lid, "l-gpg-verify-only", "neither", "gpg only fetches a key and verifies a signature; no passphrase involved")
    T.pair(lid, "l-gpg-no-secret", "neither", "a different gpg error: `No secret key` for another uid")


FILLS = [_ffmpeg, _pandoc, _gpg]
