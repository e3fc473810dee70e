"""Tracking30 cases, part b: smartctl behind a USB bridge (a Korean lesson) and ocrmypdf on PDFs that already have
text. Labelled by the rules in tracking30_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking30_cases import T, say, sh, u

SMART_HEAD = ("smartctl 7.4 2023-08-01 r5530 [x86_64-linux-6.8.0-45-generic] (local build)\n"
              "Copyright (C) 2002-23, Bruce Allen, Christian Franke, www.smartmontools.org\n\n")
PASSED = "=== START OF READ SMART DATA SECTION ===\nSMART overall-health self-assessment test result: PASSED"


def smart_source() -> None:
    T.source(
        "s-smart-usb-disk", "/home/junho/homelab", "2025-06-05T11:02:00Z", "main",
        u("외장 USB 디스크 /dev/sdb 의 SMART 상태 좀 확인해줘"),
        sh("sudo smartctl -H /dev/sdb",
           SMART_HEAD + "/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x214)]\n"
           "Please specify device type with the -d option.\n\nUse smartctl -h to get a usage summary", True),
        sh("lsusb | grep -i 152d", "Bus 002 Device 003: ID 152d:0578 JMicron Technology Corp. / JMicron USA "
           "Technology Corp. JMS578 SATA 6Gb/s"),
        say("JMicron USB-SATA 브리지라서 smartctl이 장치 유형을 못 정합니다. SAT 패스스루로 지정해 보겠습니다."),
        sh("sudo smartctl -d sat -H /dev/sdb", SMART_HEAD + PASSED),
    )
    T.lesson(
        "t30-smartctl-usb-bridge-sat", "global", "ko", "s-smart-usb-disk", "tool_quirk",
        "USB 브리지 뒤의 디스크는 smartctl에 `-d sat`로 장치 유형을 알려줘야 한다",
        "`sudo smartctl -H /dev/sdb`가 SMART 정보를 읽지 못하고 `Unknown USB bridge [0x152d:0x0578 (0x214)]`와 "
        "`Please specify device type with the -d option.`를 내고 끝난다.",
        "디스크 자체는 정상이고 sudo로 실행했으므로 권한 문제나 디스크 고장으로 오해하기 쉽다.",
        "smartctl은 USB-SATA 브리지 칩(여기서는 JMicron JMS578)의 ID를 자체 목록에서 찾지 못하면 어떤 명령 세트로 "
        "디스크에 말해야 할지 모른다. 대부분의 브리지는 SAT(SCSI-ATA Translation) 패스스루를 지원한다.",
        "장치 유형을 직접 준다: `smartctl -d sat -H /dev/sdX` (긴 형태 `--device=sat`). smartd로 감시한다면 "
        "`/etc/smartd.conf`의 그 디스크 줄에 `-d sat`를 넣고 smartd를 재시작한다.",
        ["`sudo smartctl -H /dev/sdb` -> `Unknown USB bridge [0x152d:0x0578 (0x214)]`",
         "`Please specify device type with the -d option.`",
         "`sudo smartctl -d sat -H /dev/sdb` -> `SMART overall-health self-assessment test result: PASSED`"],
    )


def smart_later() -> None:
    T.later(
        "l-smart-sdc-asmedia", "/home/junho/homelab", "2025-06-22T20:15:00Z", "main",
        u("새로 산 인클로저 /dev/sdc 도 상태 확인"),
        sh("sudo smartctl -a /dev/sdc", SMART_HEAD + "/dev/sdc: Unknown USB bridge [0x174c:0x55aa (0x100)]\n"
           "Please specify device type with the -d option.\n\nUse smartctl -h to get a usage summary", True),
        sh("sudo smartctl -d sat -a /dev/sdc | grep -E 'Model|result'",
           "Device Model:     WDC WD40EFPX-68C6CN0\nSMART overall-health self-assessment test result: PASSED"),
    )
    T.later(
        "l-smart-pi-backup", "/home/pi/backup", "2025-07-08T05:40:00Z", "main",
        u("the backup disk on the pi makes clicking noises, check its SMART data"),
        sh("sudo smartctl -i /dev/sda",
           "smartctl 7.3 2022-02-28 r5338 [aarch64-linux-6.6.31+rpt-rpi-v8] (local build)\n"
           "Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org\n\n"
           "/dev/sda: Unknown USB bridge [0x0bda:0x9210 (0xf01)]\n"
           "Please specify device type with the -d option.\n\nUse smartctl -h to get a usage summary", True),
        say("smartctl can't identify the Realtek bridge; I'll stop here since you asked me to only look."),
    )
    T.later(
        "l-smart-long-flag", "/home/vera/nas", "2025-06-28T18:00:00Z", "main",
        u("run a short self-test on the usb disk /dev/sdd (zsh)"),
        sh("sudo smartctl --device=sat --test=short /dev/sdd",
           SMART_HEAD.replace("6.8.0-45-generic", "6.9.7-arch1-1") +
           "=== START OF OFFLINE IMMEDIATE AND SELF-TEST SECTION ===\nSending command: \"Execute SMART Short "
           "self-test routine immediately in off-line mode\".\nTesting has begun.\nPlease wait 2 minutes for test to "
           "complete."),
    )
    T.later(
        "l-smart-smartd-conf", "/home/junho/homelab", "2025-07-01T09:30:00Z", "main",
        u("/dev/sdb 를 smartd로 매일 감시하게 해줘"),
        ("edit", "/etc/smartd.conf", "DEVICESCAN -d removable -n standby -m root",
         "/dev/disk/by-id/usb-JMicron_Generic_0123456789ABCDEF-0:0 -d sat -a -s (S/../.././02) -m root\n"
         "DEVICESCAN -d removable -n standby -m root"),
        sh("sudo systemctl restart smartd && systemctl is-active smartd", "active"),
    )
    T.later(
        "l-smart-no-sudo", "/home/vera/nas", "2025-07-04T07:10:00Z", "main",
        u("is the internal ssd healthy?"),
        sh("smartctl -H /dev/sda", SMART_HEAD.replace("6.8.0-45-generic", "6.9.7-arch1-1") +
           "Smartctl open device: /dev/sda failed: Permission denied", True),
        sh("sudo smartctl -H /dev/sda", SMART_HEAD.replace("6.8.0-45-generic", "6.9.7-arch1-1") + PASSED),
    )
    T.later(
        "l-smart-scan", "/home/junho/homelab", "2025-07-12T10:00:00Z", "main",
        u("list the disks smartctl can see"),
        sh("sudo smartctl --scan", "/dev/sda -d scsi # /dev/sda, SCSI device\n/dev/nvme0 -d nvme # /dev/nvme0, "
           "NVMe device"),
    )
    T.later(
        "l-smart-forum-quote", "/home/junho/homelab", "2025-07-15T22:00:00Z", "main",
        u("포럼 글에서 `Unknown USB bridge [0x2109:0x0715 (0x336)]` 라는 메시지를 봤는데 무슨 뜻이야? 실행은 하지 마"),
        say("smartctl이 그 USB-SATA 브리지(VIA VL715)를 자기 목록에서 모른다는 뜻입니다. 보통 -d sat 로 "
            "장치 유형을 지정하면 읽힙니다."),
    )


def smart_pairs() -> None:
    lid = "t30-smartctl-usb-bridge-sat"
    T.pair(lid, "l-smart-sdc-asmedia", "recurred", "Unknown USB bridge / specify -d again on /dev/sdc (another bridge "
           "ID); fixed after with -d sat")
    T.pair(lid, "l-smart-pi-backup", "recurred", "on the Pi, /dev/sda behind a Realtek bridge gives the same "
           "Unknown USB bridge error; not fixed")
    T.pair(lid, "l-smart-long-flag", "applied", "`--device=sat`, the long form the lesson names, on the first call; "
           "no bridge error")
    T.pair(lid, "l-smart-smartd-conf", "applied", "puts `-d sat` on the disk's line in /etc/smartd.conf as the lesson "
           "says and smartd comes up")
    T.pair(lid, "l-smart-no-sudo", "neither", "a different smartctl error (permission denied without sudo) on an "
           "internal disk; no -d sat")
    T.pair(lid, "l-smart-scan", "neither", "smartctl run only to scan devices; no bridge error, no -d sat")
    T.pair(lid, "l-smart-forum-quote", "neither", "the person quotes the error from a forum; nothing is run")


OCR_PRIOR = ("Scanning contents: 100%|██████████| 3/3 [00:00<00:00, 41.2page/s]\n"
             "PriorOcrFoundError: page already has text! - aborting (use --force-ocr to force OCR;  see also help for "
             "the arguments --skip-text and --redo-ocr")


def ocr_source() -> None:
    T.source(
        "s-ocr-invoices", "/Users/lea/scans", "2025-06-06T09:00:00Z", "main",
        u("make the invoice in inbox/ searchable with ocrmypdf, write it to out/"),
        sh("ocrmypdf inbox/invoice-0412.pdf out/invoice-0412.pdf", OCR_PRIOR, True),
        sh("pdffonts -f 1 -l 3 inbox/invoice-0412.pdf",
           "name                                 type              encoding         emb sub uni object ID\n"
           "------------------------------------ ----------------- ---------------- --- --- --- ---------\n"
           "ABCDEE+Calibri                       TrueType          WinAnsi          yes yes yes      7  0"),
        say("Page 1 is a born-digital cover letter, pages 2-3 are scans. --skip-text leaves pages that already have "
            "text alone and OCRs the rest; --force-ocr would rasterise the digital page."),
        sh("ocrmypdf --skip-text inbox/invoice-0412.pdf out/invoice-0412.pdf",
           "    1 skipping all processing on this page\nStart processing 2 pages concurrently\n"
           "Postprocessing...\nOutput file is a PDF/A-2B (as expected)"),
    )
    T.lesson(
        "t30-ocrmypdf-prior-text", "global", "en", "s-ocr-invoices", "tool_quirk",
        "ocrmypdf aborts on PDFs where any page already has text",
        "`ocrmypdf inbox/invoice-0412.pdf out/invoice-0412.pdf` stops with `PriorOcrFoundError: page already has "
        "text! - aborting` and writes nothing.",
        "The file looks like a plain scan; only one page (a digital cover letter) carries text, and the message "
        "suggests --force-ocr first, which rasterises that page.",
        "By default ocrmypdf refuses any input that has a text layer on some page, to avoid doubling text.",
        "Run with `--skip-text` (short `-s`) so pages with text pass through untouched and the image pages are OCRed; "
        "for files with an old bad OCR layer use `--redo-ocr` instead. The flag also belongs in any batch script.",
        ["`ocrmypdf inbox/invoice-0412.pdf out/invoice-0412.pdf` -> `PriorOcrFoundError: page already has text!`",
         "`ocrmypdf --skip-text inbox/invoice-0412.pdf out/invoice-0412.pdf` -> "
         "`Output file is a PDF/A-2B (as expected)`"],
    )


def ocr_later() -> None:
    T.later(
        "l-ocr-contract-loop", "/Users/lea/scans", "2025-06-24T08:45:00Z", "main",
        u("OCR everything in inbox/ into out/"),
        sh("for f in inbox/*.pdf; do ocrmypdf \"$f\" \"out/${f:t}\" || break; done",
           "Output file is a PDF/A-2B (as expected)\n" + OCR_PRIOR.replace("3/3", "5/5"), True),
        say("contract-0519.pdf has a digital page; rerunning that file with -s."),
        sh("ocrmypdf -s inbox/contract-0519.pdf out/contract-0519.pdf", "Output file is a PDF/A-2B (as expected)"),
    )
    T.later(
        "l-ocr-payslip-pwsh", "C:\\Users\\jae\\Documents\\hr", "2025-07-03T07:30:00Z", "main",
        u("make .\\in\\payslip-may.pdf searchable (PowerShell)"),
        sh("ocrmypdf .\\in\\payslip-may.pdf .\\out\\payslip-may.pdf", OCR_PRIOR.replace("3/3", "2/2"), True),
        say("The payslip already has a text layer on one page; tell me if you want it skipped or redone."),
    )
    T.later(
        "l-ocr-lease-short", "C:\\Users\\jae\\Documents\\home", "2025-06-27T19:00:00Z", "main",
        u("OCR the lease scan in PowerShell, keep the typed pages as they are"),
        sh("ocrmypdf -s .\\scans\\lease-2025.pdf .\\out\\lease-2025.pdf",
           "    1 skipping all processing on this page\nOutput file is a PDF/A-2B (as expected)"),
    )
    T.later(
        "l-ocr-redo-docker", "/home/ahmed/archive", "2025-07-10T13:00:00Z", "main",
        u("the 1998 ledger has a terrible old OCR layer, redo it"),
        sh("docker run --rm -v \"$PWD:/data\" jbarlow83/ocrmypdf --redo-ocr /data/old/ledger-1998.pdf "
           "/data/out/ledger-1998.pdf", "Start processing 4 pages concurrently\nOutput file is a PDF/A-2B (as expected)"),
    )
    T.later(
        "l-ocr-batch-script", "/home/ahmed/archive", "2025-07-16T09:10:00Z", "ocr-script",
        u("write a script that OCRs the inbox with 4 jobs and run it"),
        ("write", "/home/ahmed/archive/scripts/ocr-inbox.sh",
         "#!/bin/bash\nset -euo pipefail\nfor f in inbox/*.pdf; do\n"
         "  ocrmypdf --skip-text --jobs 4 \"$f\" \"out/$(basename \"$f\")\"\ndone\n"),
        sh("bash scripts/ocr-inbox.sh", "Output file is a PDF/A-2B (as expected)\n"
           "    2 skipping all processing on this page\nOutput file is a PDF/A-2B (as expected)"),
    )
    T.later(
        "l-ocr-encrypted", "/home/ahmed/archive", "2025-07-18T10:30:00Z", "main",
        u("OCR the bank statement inbox/statement-06.pdf"),
        sh("ocrmypdf inbox/statement-06.pdf out/statement-06.pdf",
           "EncryptedPdfError: Input PDF is encrypted. The encryption must be removed to perform OCR.", True),
        sh("qpdf --decrypt inbox/statement-06.pdf /tmp/statement-06.pdf && echo ok", "ok"),
        sh("ocrmypdf /tmp/statement-06.pdf out/statement-06.pdf", "Output file is a PDF/A-2B (as expected)"),
    )
    T.later(
        "l-ocr-before", "/Users/lea/scans", "2025-05-20T09:00:00Z", "main",
        u("OCR inbox/receipt-0501.pdf"),
        sh("ocrmypdf inbox/receipt-0501.pdf out/receipt-0501.pdf", OCR_PRIOR.replace("3/3", "1/1"), True),
    )


def ocr_pairs() -> None:
    lid = "t30-ocrmypdf-prior-text"
    T.pair(lid, "l-ocr-contract-loop", "recurred", "PriorOcrFoundError again on contract-0519.pdf in a loop; then -s")
    T.pair(lid, "l-ocr-payslip-pwsh", "recurred", "PriorOcrFoundError on another file in PowerShell; not fixed")
    T.pair(lid, "l-ocr-lease-short", "applied", "`ocrmypdf -s`, the short form of --skip-text, first call, no failure")
    T.pair(lid, "l-ocr-redo-docker", "applied", "`--redo-ocr`, the lesson's other named fix, used in the docker image")
    T.pair(lid, "l-ocr-batch-script", "applied", "the batch script carries --skip-text and runs clean")
    T.pair(lid, "l-ocr-encrypted", "neither", "a different ocrmypdf error (EncryptedPdfError), no prior-text failure "
           "and no skip/redo flag")
    T.pair(lid, "l-ocr-before", "neither", "dated before the lesson's source session, whatever it holds")


FILLS: list[Callable[[], None]] = [smart_source, smart_later, smart_pairs, ocr_source, ocr_later, ocr_pairs]
