"""Tracking30 cases, part d: asciidoctor without the PDF converter loaded, s3cmd signing for the wrong region (a
Korean lesson), and exiftool refusing to write over minor errors. Labelled by the rules in tracking30_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking30_cases import T, say, sh, u

ADOC_FAIL = "asciidoctor: FAILED: missing converter for backend 'pdf'. Processing aborted.\n  Use --trace to show backtrace"


def adoc_source() -> None:
    T.source(
        "s-adoc-operator-pdf", "/home/tomas/docs-site", "2025-06-10T08:30:00Z", "docs/operator-pdf",
        u("build the operator guide guide/operator.adoc as a PDF into build/"),
        sh("asciidoctor -b pdf guide/operator.adoc -o build/operator.pdf", ADOC_FAIL, True),
        sh("gem list asciidoctor", "asciidoctor (2.0.23)\nasciidoctor-pdf (2.3.19)"),
        say("asciidoctor-pdf is installed, but asciidoctor does not load it by itself; it has to be required."),
        sh("asciidoctor -r asciidoctor-pdf -b pdf guide/operator.adoc -o build/operator.pdf && ls -l build/operator.pdf",
           "-rw-r--r-- 1 tomas tomas 412877 Jun 10 08:33 build/operator.pdf"),
    )
    T.lesson(
        "t30-asciidoctor-pdf-converter", "global", "en", "s-adoc-operator-pdf", "tool_quirk",
        "`asciidoctor -b pdf` fails until the asciidoctor-pdf converter is required",
        "`asciidoctor -b pdf guide/operator.adoc` aborts with `asciidoctor: FAILED: missing converter for backend "
        "'pdf'. Processing aborted.` even though the asciidoctor-pdf gem is installed.",
        "`gem list` shows asciidoctor-pdf, so it looks like a broken install or a wrong gem path.",
        "The pdf backend lives in the separate asciidoctor-pdf gem, and the asciidoctor command only registers "
        "converters of libraries it was told to load.",
        "Require the converter with the backend: `asciidoctor -r asciidoctor-pdf -b pdf FILE` (long form "
        "`--require asciidoctor-pdf --backend pdf`), or run the `asciidoctor-pdf` command, which loads it itself.",
        ["`asciidoctor -b pdf guide/operator.adoc -o build/operator.pdf` -> "
         "`asciidoctor: FAILED: missing converter for backend`",
         "`gem list asciidoctor` -> `asciidoctor-pdf (2.3.19)`",
         "`asciidoctor -r asciidoctor-pdf -b pdf guide/operator.adoc -o build/operator.pdf`"],
    )


def adoc_later() -> None:
    T.later(
        "l-adoc-install-long", "/Users/kai/src/product-docs", "2025-06-24T11:00:00Z", "docs/install",
        u("export manual/install.adoc to dist/install.pdf"),
        sh("asciidoctor --require asciidoctor-pdf --backend pdf manual/install.adoc -o dist/install.pdf && "
           "ls dist/", "install.pdf"),
    )
    T.later(
        "l-adoc-handbook-cmd", "/home/tomas/handbook", "2025-07-01T15:00:00Z", "theme/acme",
        u("render the handbook with our pdf theme"),
        sh("asciidoctor-pdf -a pdf-theme=themes/acme-theme.yml handbook/index.adoc -o build/handbook.pdf && "
           "ls -l build/handbook.pdf", "-rw-r--r-- 1 tomas tomas 1904552 Jul  1 15:02 build/handbook.pdf"),
    )
    T.later(
        "l-adoc-runbooks-make", "/home/tomas/docs-site", "2025-07-08T09:00:00Z", "runbooks/pdf",
        u("run make pdf for the runbooks"),
        sh("make pdf", "asciidoctor -b pdf -D build/runbooks runbooks/*.adoc\n" + ADOC_FAIL +
           "\nmake: *** [Makefile:14: pdf] Error 1", True),
        ("edit", "/home/tomas/docs-site/Makefile", "asciidoctor -b pdf -D build/runbooks runbooks/*.adoc",
         "asciidoctor -r asciidoctor-pdf -b pdf -D build/runbooks runbooks/*.adoc"),
        sh("make pdf", "asciidoctor -r asciidoctor-pdf -b pdf -D build/runbooks runbooks/*.adoc"),
    )
    T.later(
        "l-adoc-rfc-fish", "/home/ana/notes", "2025-07-14T20:00:00Z", "main",
        u("turn notes/rfc-0007.adoc into a pdf (fish)"),
        sh("asciidoctor -b pdf notes/rfc-0007.adoc", ADOC_FAIL, True),
        say("The PDF converter isn't loaded; do you want me to require asciidoctor-pdf?"),
    )
    T.later(
        "l-adoc-html-site", "/home/tomas/docs-site", "2025-07-10T10:00:00Z", "main",
        u("build the html pages into public/"),
        sh("asciidoctor -D public guide/*.adoc && ls public", "install.html\noperator.html\nupgrade.html"),
    )
    T.later(
        "l-adoc-diagram-dot", "/Users/kai/src/product-docs", "2025-07-16T14:10:00Z", "docs/arch",
        u("build manual/architecture.adoc, it has graphviz diagrams"),
        sh("asciidoctor -r asciidoctor-diagram manual/architecture.adoc",
           "asciidoctor: ERROR: architecture.adoc: line 22: Failed to generate image: Could not find the 'dot' "
           "executable in PATH; add it to the PATH or specify its location using the 'dot' document attribute", True),
        sh("brew install graphviz >/dev/null && asciidoctor -r asciidoctor-diagram manual/architecture.adoc && "
           "ls manual/*.html", "manual/architecture.html"),
    )


def adoc_pairs() -> None:
    lid = "t30-asciidoctor-pdf-converter"
    T.pair(lid, "l-adoc-install-long", "applied", "`--require asciidoctor-pdf --backend pdf`, the long form the lesson "
           "names, works first time")
    T.pair(lid, "l-adoc-handbook-cmd", "applied", "uses the `asciidoctor-pdf` command the lesson names; no converter "
           "error")
    T.pair(lid, "l-adoc-runbooks-make", "recurred", "`make pdf` runs `asciidoctor -b pdf` on the runbooks and hits the "
           "missing converter error; fixed in the Makefile after")
    T.pair(lid, "l-adoc-rfc-fish", "recurred", "missing converter for backend 'pdf' on another document; not fixed")
    T.pair(lid, "l-adoc-html-site", "neither", "asciidoctor run for HTML only; no pdf backend")
    T.pair(lid, "l-adoc-diagram-dot", "neither", "a different asciidoctor error (graphviz dot missing) on an HTML build")


def s3_source() -> None:
    T.source(
        "s-s3cmd-dumps-fra", "/home/seoyeon/ops/backup-sync", "2025-06-11T01:10:00Z", "main",
        u("s3cmd로 dumps/pg-2025-06-10.sql.gz 를 s3://acme-db-dumps-fra/daily/ 에 올려줘"),
        sh("s3cmd put dumps/pg-2025-06-10.sql.gz s3://acme-db-dumps-fra/daily/",
           "upload: 'dumps/pg-2025-06-10.sql.gz' -> 's3://acme-db-dumps-fra/daily/pg-2025-06-10.sql.gz'  [1 of 1]\n"
           "ERROR: S3 error: 400 (AuthorizationHeaderMalformed): The authorization header is malformed; the region "
           "'us-east-1' is wrong; expecting 'eu-central-1'", True),
        sh("grep -E '^(bucket_location|host_base)' ~/.s3cfg", "bucket_location = US\nhost_base = s3.amazonaws.com"),
        say("~/.s3cfg의 bucket_location이 US라서 us-east-1로 서명합니다. 버킷은 eu-central-1에 있습니다."),
        sh("s3cmd --region=eu-central-1 put dumps/pg-2025-06-10.sql.gz s3://acme-db-dumps-fra/daily/",
           "upload: 'dumps/pg-2025-06-10.sql.gz' -> 's3://acme-db-dumps-fra/daily/pg-2025-06-10.sql.gz'  [1 of 1]\n"
           " 2811136 of 2811136   100% in    1s     2.31 MB/s  done"),
    )
    T.lesson(
        "t30-s3cmd-bucket-region", "global", "ko", "s-s3cmd-dumps-fra", "env_setup",
        "s3cmd는 다른 리전의 버킷에 us-east-1 서명을 보내 400 AuthorizationHeaderMalformed로 실패한다",
        "`s3cmd put ... s3://acme-db-dumps-fra/daily/`가 `ERROR: S3 error: 400 (AuthorizationHeaderMalformed)`와 "
        "`the region 'us-east-1' is wrong; expecting 'eu-central-1'`로 끝난다.",
        "자격 증명과 버킷 이름이 맞으므로 권한 문제로 보이지만, 에러 메시지 끝에 필요한 리전이 적혀 있다.",
        "s3cmd는 `~/.s3cfg`의 `bucket_location`(기본값 US, 즉 us-east-1)으로 SigV4 서명을 만든다. 버킷이 다른 리전에 "
        "있으면 S3가 서명을 거부한다.",
        "버킷 리전을 알려준다: `s3cmd --region=eu-central-1 ...`(같은 옵션의 다른 이름 `--bucket-location=eu-central-1`). "
        "늘 같은 리전이면 `~/.s3cfg`의 `bucket_location = eu-central-1`로 바꾸고, 리전이 여럿이면 리전별 설정 파일을 "
        "`-c`로 고른다.",
        ["`s3cmd put dumps/pg-2025-06-10.sql.gz s3://acme-db-dumps-fra/daily/` -> "
         "`ERROR: S3 error: 400 (AuthorizationHeaderMalformed)`",
         "`bucket_location = US`",
         "`s3cmd --region=eu-central-1 put dumps/pg-2025-06-10.sql.gz s3://acme-db-dumps-fra/daily/` -> `done`"],
    )


def s3_later() -> None:
    T.later(
        "l-s3-seoul-thumbs", "/home/seoyeon/ops/media", "2025-06-23T03:00:00Z", "main",
        u("s3://acme-media-seoul/thumbs/ 목록 보여줘"),
        sh("s3cmd ls s3://acme-media-seoul/thumbs/",
           "ERROR: S3 error: 400 (AuthorizationHeaderMalformed): The authorization header is malformed; the region "
           "'us-east-1' is wrong; expecting 'ap-northeast-2'", True),
        sh("s3cmd --region=ap-northeast-2 ls s3://acme-media-seoul/thumbs/",
           "2025-06-22 17:40     18211  s3://acme-media-seoul/thumbs/a91.webp"),
    )
    T.later(
        "l-s3-assets-script", "/home/seoyeon/ops/web", "2025-07-04T02:30:00Z", "release/2025-07",
        u("run scripts/push-assets.sh for the singapore bucket"),
        sh("./scripts/push-assets.sh acme-assets-sgp",
           "+ s3cmd sync --acl-public dist/ s3://acme-assets-sgp/static/\n"
           "ERROR: S3 error: 400 (AuthorizationHeaderMalformed): The authorization header is malformed; the region "
           "'us-east-1' is wrong; expecting 'ap-southeast-1'", True),
        say("Stopped: the script signs for us-east-1 and the bucket is in ap-southeast-1."),
    )
    T.later(
        "l-s3-bucket-location", "/Users/minji/work/reports", "2025-06-26T10:00:00Z", "main",
        u("sync reports/ to s3://acme-reports-fra/2025/ (zsh)"),
        sh("s3cmd --bucket-location=eu-central-1 sync reports/ s3://acme-reports-fra/2025/",
           "upload: 'reports/june.pdf' -> 's3://acme-reports-fra/2025/june.pdf'  [1 of 1]\n"
           " 88231 of 88231   100% in    0s   911.02 KB/s  done\nDone. Uploaded 88231 bytes in 1.0 seconds"),
    )
    T.later(
        "l-s3-cfg-per-region", "/home/seoyeon/ops/backup-sync", "2025-07-02T01:00:00Z", "main",
        u("리전별 s3cfg를 만들어서 fra 버킷 목록을 확인해줘"),
        sh("sed 's/^bucket_location = US$/bucket_location = eu-central-1/' ~/.s3cfg > ~/.s3cfg-fra && "
           "grep ^bucket_location ~/.s3cfg-fra", "bucket_location = eu-central-1"),
        sh("s3cmd -c ~/.s3cfg-fra ls s3://acme-db-dumps-fra/daily/",
           "2025-07-01 01:12   2811904  s3://acme-db-dumps-fra/daily/pg-2025-07-01.sql.gz"),
    )
    T.later(
        "l-s3-access-denied", "/home/seoyeon/ops/backup-sync", "2025-07-06T01:30:00Z", "main",
        u("지난주 임시 파일 s3://acme-legacy-use1/tmp/old.tar 지워줘"),
        sh("s3cmd del s3://acme-legacy-use1/tmp/old.tar", "ERROR: S3 error: 403 (AccessDenied): Access Denied", True),
        say("이 키에는 acme-legacy-use1 삭제 권한이 없습니다. 권한을 받은 뒤 다시 시도하세요."),
    )
    T.later(
        "l-s3-awscli", "/Users/minji/work/reports", "2025-07-09T09:00:00Z", "main",
        u("copy june.pdf to the frankfurt bucket with the aws cli this time"),
        sh("aws s3 cp reports/june.pdf s3://acme-reports-fra/2025/june.pdf --region eu-central-1",
           "upload: reports/june.pdf to s3://acme-reports-fra/2025/june.pdf"),
    )
    T.later(
        "l-s3-before", "/home/seoyeon/ops/backup-sync", "2025-05-30T01:00:00Z", "main",
        u("dumps/pg-2025-05-29.sql.gz 업로드"),
        sh("s3cmd --region=eu-central-1 put dumps/pg-2025-05-29.sql.gz s3://acme-db-dumps-fra/daily/",
           " 2790400 of 2790400   100% in    1s     2.28 MB/s  done"),
    )


def s3_pairs() -> None:
    lid = "t30-s3cmd-bucket-region"
    T.pair(lid, "l-s3-seoul-thumbs", "recurred", "the region 'us-east-1' is wrong error comes back for a Seoul bucket; "
           "fixed after with --region")
    T.pair(lid, "l-s3-assets-script", "recurred", "push-assets.sh runs s3cmd sync and hits the same wrong-region 400 "
           "for ap-southeast-1")
    T.pair(lid, "l-s3-bucket-location", "applied", "`--bucket-location=eu-central-1`, the other name the lesson gives, "
           "on the first call")
    T.pair(lid, "l-s3-cfg-per-region", "applied", "a per-region config with bucket_location chosen with -c, as the "
           "lesson says")
    T.pair(lid, "l-s3-access-denied", "neither", "a different s3cmd error (403 AccessDenied) on a us-east-1 bucket; no "
           "region fix")
    T.pair(lid, "l-s3-awscli", "neither", "the region is given to the aws CLI, not s3cmd; no s3cmd call")
    T.pair(lid, "l-s3-before", "neither", "dated before the lesson's source session, whatever it holds")


def exif_source() -> None:
    T.source(
        "s-exif-strip-gps", "/Users/noa/photos/2025-trip", "2025-06-12T18:00:00Z", "main",
        u("strip the GPS tags from the jpgs in export/ before I upload them"),
        sh("exiftool -overwrite_original -gps:all= export/IMG_0412.JPG",
           "Warning: [minor] Bad MakerNotes directory - export/IMG_0412.JPG\n"
           "Error: [minor] Bad format (0) for MakerNotes entry 13 - export/IMG_0412.JPG\n"
           "    0 image files updated\n    1 files weren't updated due to errors", True),
        say("The maker notes written by the camera firmware are slightly broken, and exiftool refuses to rewrite a "
            "file over a minor error unless told to ignore it (-m)."),
        sh("exiftool -overwrite_original -m -gps:all= export/IMG_0412.JPG", "    1 image files updated"),
        sh("exiftool -overwrite_original -m -gps:all= -ext jpg export/",
           "    1 directories scanned\n   37 image files updated"),
    )
    T.lesson(
        "t30-exiftool-minor-errors", "global", "en", "s-exif-strip-gps", "tool_quirk",
        "exiftool refuses to write files with minor metadata errors unless given -m",
        "`exiftool -overwrite_original -gps:all= export/IMG_0412.JPG` prints `Error: [minor] Bad format (0) for "
        "MakerNotes entry 13` and `0 image files updated`; the GPS tags stay in the file.",
        "The error is labelled minor and the command exits after a summary line, so it is easy to miss that nothing "
        "was written, especially over a whole directory.",
        "Some cameras write maker notes that exiftool can read but not faithfully rewrite; by default a minor error "
        "blocks writing the file.",
        "Add `-m` (long name `-ignoreMinorErrors`) to downgrade minor errors to warnings so the file is written; for "
        "repeated jobs put `-m` with the other options in an argfile and pass it with `-@ ARGFILE`.",
        ["`exiftool -overwrite_original -gps:all= export/IMG_0412.JPG` -> "
         "`Error: [minor] Bad format (0) for MakerNotes entry 13 - export/IMG_0412.JPG`",
         "`exiftool -overwrite_original -m -gps:all= export/IMG_0412.JPG` -> `1 image files updated`"],
    )


def exif_later() -> None:
    T.later(
        "l-exif-nef-copyright", "/home/piotr/shoots/2025-06-11", "2025-06-27T12:00:00Z", "main",
        u("set the copyright on DSC_2231.NEF"),
        sh("exiftool -overwrite_original -Copyright=\"ACME Studio\" DSC_2231.NEF",
           "Error: [minor] Maker notes could not be parsed - DSC_2231.NEF\n    0 image files updated\n"
           "    1 files weren't updated due to errors", True),
        sh("exiftool -overwrite_original -m -Copyright=\"ACME Studio\" DSC_2231.NEF", "    1 image files updated"),
    )
    T.later(
        "l-exif-artist-pwsh", "C:\\Users\\jae\\Pictures\\raw", "2025-07-05T09:00:00Z", "main",
        u("put my name as Artist on P1040233.JPG (PowerShell)"),
        sh("exiftool -overwrite_original -Artist=\"Jae Kim\" .\\P1040233.JPG",
           "Error: [minor] Bad MakerNotes directory - .\\P1040233.JPG\n    0 image files updated\n"
           "    1 files weren't updated due to errors", True),
        say("exiftool refused because of a minor maker-notes error; I'll wait for your go-ahead."),
    )
    T.later(
        "l-exif-scans-long", "/home/piotr/scans", "2025-06-30T10:00:00Z", "main",
        u("wipe all metadata from scans/*.jpg but keep the orientation"),
        sh("exiftool -ignoreMinorErrors -overwrite_original -all= -tagsfromfile @ -orientation scans/*.jpg",
           "   24 image files updated"),
    )
    T.later(
        "l-exif-argfile-fish", "/home/ana/blog", "2025-07-07T19:00:00Z", "main",
        u("make a reusable exiftool args file for stripping gps and run it on uploads/ (fish)"),
        ("write", "/home/ana/blog/strip.args", "-m\n-overwrite_original\n-gps:all=\n"),
        sh("exiftool -@ strip.args uploads/", "    1 directories scanned\n   12 image files updated"),
    )
    T.later(
        "l-exif-read-date", "/Users/noa/photos/2025-trip", "2025-07-03T08:00:00Z", "main",
        u("when was IMG_0500.JPG taken?"),
        sh("exiftool -DateTimeOriginal -s3 export/IMG_0500.JPG", "2025:05:30 17:42:10"),
    )
    T.later(
        "l-exif-txt-file", "/Users/noa/photos/2025-trip", "2025-07-12T08:30:00Z", "main",
        u("strip gps from export/notes.txt too"),
        sh("exiftool -overwrite_original -gps:all= export/notes.txt",
           "Error: Writing of this type of file is not supported - export/notes.txt\n    0 image files updated\n"
           "    1 files weren't updated due to errors", True),
        say("A text file has no GPS tags to strip; exiftool can't write it."),
    )
    T.later(
        "l-exif-teammate-quote", "/home/ana/blog", "2025-07-21T10:00:00Z", "main",
        u("my teammate's upload job says `Error: [minor] Bad MakerNotes directory` then `0 image files updated`; "
          "why? just explain"),
        say("exiftool hit a minor maker-notes error and, by default, won't rewrite a file over it. Adding -m lets it "
            "write anyway."),
    )


def exif_pairs() -> None:
    lid = "t30-exiftool-minor-errors"
    T.pair(lid, "l-exif-nef-copyright", "recurred", "minor error blocks writing DSC_2231.NEF, 0 files updated; fixed "
           "after with -m")
    T.pair(lid, "l-exif-artist-pwsh", "recurred", "`Error: [minor] Bad MakerNotes directory` and nothing written on "
           "another file in PowerShell; not fixed")
    T.pair(lid, "l-exif-scans-long", "applied", "`-ignoreMinorErrors`, the long name the lesson gives, on the first "
           "write")
    T.pair(lid, "l-exif-argfile-fish", "applied", "-m carried in an argfile passed with -@, as the lesson names")
    T.pair(lid, "l-exif-read-date", "neither", "exiftool only reads a date; no write, no -m")
    T.pair(lid, "l-exif-txt-file", "neither", "a different exiftool error (unsupported file type), not a minor error")
    T.pair(lid, "l-exif-teammate-quote", "neither", "the person quotes the error text; nothing is run")


FILLS: list[Callable[[], None]] = [adoc_source, adoc_later, adoc_pairs, s3_source, s3_later, s3_pairs,
                                   exif_source, exif_later, exif_pairs]
