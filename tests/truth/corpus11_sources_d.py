"""Scripted sessions of the eleventh corpus, part four: GPG signing without a tty and an SSH agent with no
identities (Korean replies), cron's PATH, percent signs and time zone, ImageMagick's policy and ffmpeg encoders."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources
from tests.truth.sessions_dsl import Step


def _gpg_ssh() -> list[Step]:
    ioctl = ("Exit code 2\ngpg: signing failed: Inappropriate ioctl for device\ngpg: [stdin]: clear-sign failed: "
             "Inappropriate ioctl for device")
    denied = ("Exit code 128\ngit@github.com: Permission denied (publickey).\nfatal: Could not read from remote "
              "repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.")
    return [
        ("user", "commit signing is required on this repo now. can you commit the changelog fix? my key is set up"),
        ("bash", "git commit -S -m 'docs: fix changelog links'",
         "Exit code 128\nerror: gpg failed to sign the data\nfatal: failed to write commit object", True),
        ("bash", "echo test | gpg --clearsign", ioctl, True),
        ("say", "gpg needs pinentry on a terminal to ask for the passphrase, and GPG_TTY isn't set."),
        ("bash", "export GPG_TTY=$(tty); echo test | gpg --clearsign", ioctl, True),
        ("say", "Same error: my shell has no tty at all (`tty` says \"not a tty\"), so GPG_TTY can't help here. Either "
                "sign with `--pinentry-mode loopback` and the passphrase passed in, or you run the commit in your own "
                "terminal where pinentry can prompt. Which would you prefer?"),
        ("user", "커밋은 내가 할게. 대신 push 좀 봐줘, permission denied 나와"),
        ("bash", "git push origin docs/changelog", denied, True),
        ("bash", "ssh-add -l", "Exit code 1\nThe agent has no identities.", True),
        ("bash", "ls ~/.ssh", "config\nid_ed25519_personal\nid_ed25519_personal.pub\nid_ed25519_work\n"
                              "id_ed25519_work.pub\nknown_hosts", False),
        ("bash", "ssh -T git@github.com", "Exit code 255\ngit@github.com: Permission denied (publickey).", True),
        ("bash", "ssh-add ~/.ssh/id_ed25519_work", "Identity added: /home/kim/.ssh/id_ed25519_work (kim@acme-work)",
         False),
        ("bash", "ssh -T git@github.com",
         "Exit code 1\nHi kim-acme! You've successfully authenticated, but GitHub does not provide shell access.",
         True),
        ("say", "That exit 1 is normal for `ssh -T` against GitHub: it authenticates and then refuses a shell. "
                "Pushing again."),
        ("bash", "git push origin docs/changelog",
         "To github.com:acme/payments-sdk.git\n * [new branch]      docs/changelog -> docs/changelog", False),
        ("user", "됐다, 고마워"),
    ]


def _cron_env() -> list[Step]:
    run = "env -i /bin/sh -c '/home/ops/backup-scripts/backup.sh'"
    return [
        ("user", "the nightly db backup cron hasn't written a file since we moved to the new box"),
        ("bash", "crontab -l",
         "# m h dom mon dow command\n30 2 * * * /home/ops/backup-scripts/backup.sh >> /var/log/backup.log 2>&1\n"
         "0 3 * * * find /backups -name '*.sql.gz' -mtime +14 -delete\n15 4 * * * /home/ops/backup-scripts/report.sh "
         "\"$(date +%F)\" >> /var/log/backup-report.log 2>&1", False),
        ("bash", "tail -2 /var/log/backup.log",
         "/home/ops/backup-scripts/backup.sh: line 7: pg_dump: command not found\n/home/ops/backup-scripts/backup.sh: "
         "line 7: pg_dump: command not found", False),
        ("bash", "which pg_dump; echo $PATH",
         "/usr/lib/postgresql/16/bin/pg_dump\n/usr/lib/postgresql/16/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:"
         "/usr/bin:/sbin:/bin", False),
        ("say", "My login shell gets the postgres bin dir from /etc/profile.d; cron runs with PATH=/usr/bin:/bin. "
                "Reproducing with an empty environment:"),
        ("bash", run, "Exit code 127\n/home/ops/backup-scripts/backup.sh: line 7: pg_dump: command not found", True),
        ("edit", "/home/ops/backup-scripts/backup.sh", "#!/bin/sh\nset -eu\n",
         "#!/bin/sh\nset -eu\nPATH=/usr/lib/postgresql/16/bin:/usr/bin:/bin\n"),
        ("bash", run + " && ls -l /backups | tail -1",
         "-rw-r--r-- 1 ops ops 48213377 Nov  8 10:12 shop-2026-11-08.sql.gz", False),
        ("bash", "grep CRON /var/log/syslog | grep report | tail -2",
         "Nov  8 04:15:01 db2 CRON[88121]: (ops) CMD (/home/ops/backup-scripts/report.sh \"$(date +)\n"
         "Nov  8 04:15:01 db2 CRON[88121]: (CRON) info (No MTA installed, discarding output)", False),
        ("say", "The report line is cut at `date +`: cron turns an unescaped % into a newline. It needs `\\%`."),
        ("bash", "(crontab -l | sed 's/date +%F/date +\\\\%F/') | crontab - && crontab -l | tail -1",
         "15 4 * * * /home/ops/backup-scripts/report.sh \"$(date +\\%F)\" >> /var/log/backup-report.log 2>&1", False),
        ("say", "Escaped in the crontab; it will run at 04:15."),
        ("user", "also the backup should run at 2:30 Berlin time, not UTC"),
        ("bash", "timedatectl | grep 'Time zone'; dpkg -l cron | tail -1 | awk '{print $2, $3}'",
         "                Time zone: Etc/UTC (UTC, +0000)\ncron 3.0pl1-162", False),
        ("say", "Debian's cron (3.0pl1) uses the system timezone and ignores CRON_TZ, which only cronie honours. "
                "Either change the system timezone or shift the schedule: 01:30 UTC is 02:30 in Berlin in winter."),
        ("user", "just move it to 1:30 UTC, we'll live with the DST drift"),
        ("bash", "(crontab -l | sed 's/^30 2 /30 1 /') | crontab - && crontab -l | grep backup.sh",
         "30 1 * * * /home/ops/backup-scripts/backup.sh >> /var/log/backup.log 2>&1", False),
    ]


def _media_worker() -> list[Step]:
    conv = "convert -density 150 'uploads/report.pdf[0]' -resize 400x /tmp/report-thumb.png"
    ff = "ffmpeg -hide_banner -y -i uploads/clip-0193.mov -c:v libx264 -crf 23"
    return [
        ("user", "the thumbnail job fails for PDFs, and the transcode fails for some uploads"),
        ("bash", conv,
         "Exit code 1\nconvert-im6.q16: attempt to perform an operation not allowed by the security policy `PDF' @ "
         "error/constitute.c/IsCoderAuthorized/426.\nconvert-im6.q16: no images defined `/tmp/report-thumb.png' @ "
         "error/convert.c/ConvertImageCommand/3229.", True),
        ("bash", "grep -n 'pattern=\"PDF\"' /etc/ImageMagick-6/policy.xml",
         "94:  <policy domain=\"coder\" rights=\"none\" pattern=\"PDF\" />", False),
        ("say", "Debian's ImageMagick policy disables the Ghostscript-backed coders. Allowing read only, for PDF:"),
        ("bash", "sudo sed -i 's|rights=\"none\" pattern=\"PDF\"|rights=\"read\" pattern=\"PDF\"|' "
                 "/etc/ImageMagick-6/policy.xml", "", False),
        ("bash", conv + " && identify /tmp/report-thumb.png",
         "/tmp/report-thumb.png PNG 400x518 400x518+0+0 8-bit sRGB 61532B 0.000u 0:00.000", False),
        ("bash", "convert uploads/scan-large.tif -resize 2000x out/scan.jpg",
         "Exit code 1\nconvert-im6.q16: cache resources exhausted `uploads/scan-large.tif' @ error/cache.c/"
         "OpenPixelCache/4095.\nconvert-im6.q16: no images defined `out/scan.jpg' @ error/convert.c/"
         "ConvertImageCommand/3229.", True),
        ("say", "The same policy.xml caps the pixel cache on disk at 1GiB; raising `<policy domain=\"resource\" "
                "name=\"disk\" value=\"4GiB\"/>` would let this 30000px scan through."),
        ("user", "leave the limits, we'll reject scans that big upstream"),
        ("bash", ff + " -c:a libfdk_aac out/clip-0193.mp4",
         "Exit code 1\n[aost#0:1 @ 0x55d0e1b7a2c0] Unknown encoder 'libfdk_aac'\n[aost#0:1 @ 0x55d0e1b7a2c0] Error "
         "selecting an encoder\nError opening output file out/clip-0193.mp4.\nError opening output files: Encoder not "
         "found", True),
        ("say", "Debian's ffmpeg is built without the non-free libfdk_aac; the native `aac` encoder is fine here."),
        ("bash", ff + " -c:a aac out/clip-0193.mp4",
         "Exit code 1\n[libx264 @ 0x5581c4a2e8c0] height not divisible by 2 (1080x607)\n[vost#0:0/libx264 @ "
         "0x5581c4a1f340] Error while opening encoder - maybe incorrect parameters such as bit_rate, rate, width or "
         "height.\nConversion failed!", True),
        ("say", "The clip is 1080x607 and yuv420p needs even dimensions. `scale=-2:720` keeps the aspect and rounds "
                "the width to even."),
        ("bash", ff + " -vf scale=-2:720 -c:a aac out/clip-0193.mp4",
         "[out#0/mp4 @ 0x55e0d7c4f200] video:5120kB audio:412kB subtitle:0kB other streams:0kB global headers:0kB "
         "muxing overhead: 0.312874%\nframe=  734 fps=187 q=-1.0 Lsize=    5549kB time=00:00:24.46 "
         "bitrate=1858.4kbits/s speed=6.23x", False),
        ("user", "nice. the worker container is debian too — same policy there?"),
        ("edit", "/srv/media-worker/Dockerfile", "RUN apt-get update && apt-get install -y imagemagick ffmpeg",
         "RUN apt-get update && apt-get install -y imagemagick ffmpeg \\\n && sed -i 's|rights=\"none\" "
         "pattern=\"PDF\"|rights=\"read\" pattern=\"PDF\"|' /etc/ImageMagick-6/policy.xml"),
        ("say", "Yes, bookworm ships the same policy.xml. I added the same sed to the worker's Dockerfile; the image "
                "needs a rebuild before the next deploy."),
    ]


def sources() -> Sources:
    return {
        "gpg-ssh": ("/home/kim/work/payments-sdk", "2026-11-07T23:10:00Z", "docs/changelog", _gpg_ssh()),
        "cron-env": ("/home/ops/backup-scripts", "2026-11-08T10:05:00Z", "main", _cron_env()),
        "media-worker": ("/srv/media-worker", "2026-11-08T11:20:00Z", "main", _media_worker()),
    }
