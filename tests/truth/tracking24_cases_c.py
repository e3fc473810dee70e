"""Cases of the twenty-fourth tracking corpus, part three: tmux started from a shell with no terminal, and
wkhtmltopdf on a headless server. The labelling rules are in tracking24_cases.py."""
from __future__ import annotations

from tests.truth.tracking24_cases import B, S, T, U, W

NOT_TTY = "open terminal failed: not a terminal"


def lesson_tmux() -> None:
    T.source("s-tmux", "/srv/ml/train-runs", "2025-05-18T10:00:00Z", "exp/lr-sweep",
             U("Start the 40-epoch training run inside tmux so it survives when I close the laptop."),
             B("tmux new-session -s train 'python train.py --epochs 40'", NOT_TTY, True),
             S("This shell has no terminal attached, so tmux cannot open a client. Starting it detached instead."),
             B("tmux new-session -d -s train 'python train.py --epochs 40' && tmux ls",
               "train: 1 windows (created Sun May 18 10:01:12 2025)"))
    T.lesson("t24-tmux-detached", "global", "en", "s-tmux", "tool_quirk",
             "tmux refuses to start a session from the agent's shell: `open terminal failed: not a terminal`",
             "`tmux new-session -s train '...'` fails at once with `open terminal failed: not a terminal` and "
             "the command never starts.",
             "It looks like tmux is broken or missing a TERM setting, but the problem is that the command runs "
             "with no TTY at all (agent shells, CI, `ssh host cmd` without `-t`).",
             "A plain `tmux new-session` also attaches a client to the new session, and attaching needs a "
             "terminal.",
             "Create the session detached: `tmux new-session -d -s <name> '<command>'` (short form "
             "`tmux new -d -s <name>`), then check it with `tmux ls` and read its output with "
             "`tmux capture-pane -p -t <name>`.",
             "`tmux new-session -s train 'python train.py --epochs 40'` -> `open terminal failed: not a terminal`; "
             "`tmux new-session -d -s train 'python train.py --epochs 40'` then listed `train: 1 windows`.")


def later_tmux_a() -> None:
    T.later("l-tm-docs-mac", "/Users/ellie/handbook", "2025-06-02T09:41:00Z", "docs/search",
            U("keep the docs preview server running in tmux while we edit (zsh, macOS)"),
            B("tmux new -s docs 'npm run dev -- --port 4010'", NOT_TTY, True),
            S("No terminal here; starting it detached."),
            B("tmux new -d -s docs 'npm run dev -- --port 4010' && tmux ls",
              "docs: 1 windows (created Mon Jun  2 09:42:03 2025)"))
    T.pair("t24-tmux-detached", "l-tm-docs-mac", "recurred",
           "tmux new -s docs fails with open terminal failed: not a terminal, then -d: a recurrence then fixed")
    T.later("l-tm-ssh-batch", "/home/ana/etl", "2025-06-05T23:10:00Z", "main",
            U("kick off the nightly backfill on batch01 inside tmux"),
            B("ssh batch01 tmux new -s backfill ./run_backfill.sh --since 2025-01-01", NOT_TTY, True),
            S("ssh without -t gives no terminal on batch01 either."))
    T.pair("t24-tmux-detached", "l-tm-ssh-batch", "recurred",
           "on another host (batch01, over ssh with no -t) tmux new -s backfill fails: not a terminal")
    T.later("l-tm-api-detached", "/home/omar/orders-api", "2025-06-08T14:00:00Z", "feat/webhooks",
            U("run the api in the background in tmux and tell me if it came up"),
            B("tmux new -d -s api 'uvicorn orders.app:app --port 8081'", ""),
            B("sleep 3; tmux capture-pane -p -t api",
              "Traceback (most recent call last):\n  File \"/home/omar/orders-api/orders/app.py\", line 4, in "
              "<module>\n    from orders.webhooks import router\nModuleNotFoundError: No module named "
              "'orders.webhooks'", True),
            S("tmux started fine; the app itself fails to import orders.webhooks."))
    T.pair("t24-tmux-detached", "l-tm-api-detached", "applied",
           "tmux new -d first, no tmux failure before; the app's ModuleNotFoundError after it is a different failure")


def later_tmux_b() -> None:
    T.later("l-tm-fish-bench", "/home/li/bench", "2025-06-11T11:11:00Z", "perf/alloc",
            U("fish shell: start the 2h benchmark in tmux window 'run' of a session called bench"),
            B("tmux new-session -d -s bench -n run './bench.sh --duration 2h'; and tmux ls",
              "bench: 1 windows (created Wed Jun 11 11:11:40 2025)"))
    T.pair("t24-tmux-detached", "l-tm-fish-bench", "applied",
           "tmux new-session -d -s bench on the first tmux call, no not-a-terminal failure")
    T.later("l-tm-no-server", "/srv/ml/train-runs", "2025-06-13T08:00:00Z", "exp/lr-sweep",
            U("is the training tmux session still alive?"),
            B("tmux ls", "no server running on /tmp/tmux-1000/default", True),
            S("No tmux server at all, so the run ended (or the box rebooted). Checking the log."),
            B("tail -n 3 logs/train.log", "epoch 40/40 loss=0.2134\nsaved checkpoints/final.pt\ndone"))
    T.pair("t24-tmux-detached", "l-tm-no-server", "neither",
           "tmux ls only, with a different error (no server running); no session started, no -d")
    T.later("l-tm-quoted-nohup", "/home/ana/etl", "2025-06-16T19:30:00Z", "main",
            U("last time tmux said 'open terminal failed: not a terminal' so skip tmux, just background the "
              "export with nohup"),
            B("nohup ./export.sh > export.log 2>&1 & echo $!", "48213"))
    T.pair("t24-tmux-detached", "l-tm-quoted-nohup", "neither",
           "the tmux error is only quoted by the person; tmux is never run and nohup is used instead")
    T.later("l-tm-early", "/srv/ml/train-runs", "2025-05-11T16:20:00Z", "main",
            U("start the baseline run in tmux"),
            B("tmux new -d -s baseline 'python train.py --epochs 10'", ""))
    T.pair("t24-tmux-detached", "l-tm-early", "neither",
           "uses tmux new -d, but dated a week before the lesson's source session")


QT_FAIL = ("QStandardPaths: XDG_RUNTIME_DIR not set, defaulting to '/tmp/runtime-{u}'\nqt.qpa.xcb: could not "
           "connect to display \nqt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though "
           "it was found.\nThis application failed to start because no Qt platform plugin could be initialized. "
           "Reinstalling the application may fix this problem.\n\nAvailable platform plugins are: eglfs, "
           "linuxfb, minimal, minimalegl, offscreen, vnc, xcb.\n\nAborted (core dumped)")
PDF_OK = ("Loading pages (1/6)\nCounting pages (2/6)\nResolving links (4/6)\nLoading headers and footers (5/6)\n"
          "Printing pages (6/6)\nDone")


def lesson_wkhtml() -> None:
    T.source("s-wkhtml", "/var/www/invoicer", "2025-05-20T13:30:00Z", "fix/pdf-export",
             U("PDF export is broken on the new Ubuntu server. Try rendering invoice INV-1042 by hand."),
             B("wkhtmltopdf storage/invoices/INV-1042.html /tmp/INV-1042.pdf", QT_FAIL.format(u="www"), True),
             S("The distro wkhtmltopdf is built against stock Qt, which wants an X display. There is none on "
               "this server, so use Qt's offscreen platform."),
             B("QT_QPA_PLATFORM=offscreen wkhtmltopdf storage/invoices/INV-1042.html /tmp/INV-1042.pdf",
               PDF_OK))
    T.lesson("t24-wkhtmltopdf-display", "global", "en", "s-wkhtml", "env_setup",
             "wkhtmltopdf aborts on a headless server: no Qt platform plugin could be initialized",
             "`wkhtmltopdf page.html out.pdf` prints `qt.qpa.xcb: could not connect to display`, then `no Qt "
             "platform plugin could be initialized` and aborts with a core dump.",
             "The message suggests reinstalling, which changes nothing; the same binary works on a desktop.",
             "The distribution's wkhtmltopdf uses unpatched Qt, which needs a display server for the xcb "
             "platform, and a server has no X display.",
             "Run it with `QT_QPA_PLATFORM=offscreen` in the environment, or wrap it as `xvfb-run -a wkhtmltopdf "
             "...` to give it a virtual X display.",
             ["`wkhtmltopdf storage/invoices/INV-1042.html /tmp/INV-1042.pdf` -> `qt.qpa.xcb: could not connect "
              "to display`, `Aborted (core dumped)`",
              "`QT_QPA_PLATFORM=offscreen wkhtmltopdf storage/invoices/INV-1042.html /tmp/INV-1042.pdf` -> `Done`"])


def later_wkhtml_a() -> None:
    T.later("l-wk-laravel", "/var/www/crm", "2025-06-03T10:05:00Z", "main",
            U("the quote PDFs stopped rendering after we moved the crm to the new box, check with quote 2031"),
            B("php artisan quotes:render 2031",
              "The exit status code '134' says something went wrong:\nstderr: \"" + QT_FAIL.format(u="www-data")
              + "\"\nstdout: \"\"\ncommand: /usr/bin/wkhtmltopdf --lowquality '/tmp/knp_snappy6655.html' "
              "'/tmp/knp_snappy6655.pdf'.", True),
            S("Snappy calls the system wkhtmltopdf, which cannot find a display on this server."))
    T.pair("t24-wkhtmltopdf-display", "l-wk-laravel", "recurred",
           "wkhtmltopdf (through snappy in another app) aborts with could not connect to display on the new box")
    T.later("l-wk-cron-host", "/home/reports", "2025-06-06T05:00:00Z", "main",
            U("the cron box didn't produce the Q2 report pdf, render it manually"),
            B("wkhtmltopdf http://intranet.local/reports/q2 out/q2.pdf", QT_FAIL.format(u="reports"), True),
            S("Headless host, no display; wrapping it in xvfb-run."),
            B("xvfb-run -a wkhtmltopdf http://intranet.local/reports/q2 out/q2.pdf", PDF_OK))
    T.pair("t24-wkhtmltopdf-display", "l-wk-cron-host", "recurred",
           "the Qt display abort on another host, then xvfb-run -a: a recurrence then fixed")
    T.later("l-wk-xvfb", "/home/tess/statements", "2025-06-09T15:25:00Z", "feat/a4",
            U("render the statement template as A4 to check the margins"),
            B("xvfb-run -a wkhtmltopdf --page-size A4 -T 15mm -B 15mm templates/statement.html /tmp/statement.pdf",
              PDF_OK))
    T.pair("t24-wkhtmltopdf-display", "l-wk-xvfb", "applied",
           "xvfb-run -a wkhtmltopdf (a spelling the lesson names) on the first call, no display failure")


def later_wkhtml_b() -> None:
    T.later("l-wk-script", "/var/www/invoicer", "2025-06-12T09:10:00Z", "chore/render-script",
            U("make a small script for rendering invoices so the queue worker and people use the same thing"),
            W("/var/www/invoicer/bin/render-pdf.sh", "#!/bin/sh\nset -e\nexport QT_QPA_PLATFORM=offscreen\n"
              "exec wkhtmltopdf --quiet \"$1\" \"$2\"\n"),
            B("chmod +x bin/render-pdf.sh && bin/render-pdf.sh storage/invoices/INV-1101.html /tmp/INV-1101.pdf && "
              "ls -l /tmp/INV-1101.pdf", "-rw-r--r-- 1 deploy deploy 48211 Jun 12 09:11 /tmp/INV-1101.pdf"))
    T.pair("t24-wkhtmltopdf-display", "l-wk-script", "applied",
           "a script written with export QT_QPA_PLATFORM=offscreen, then run; no display failure before")
    T.later("l-wk-cypress", "/home/tess/statements-ui", "2025-06-14T12:40:00Z", "main",
            U("run the cypress suite headless on this box"),
            B("xvfb-run -a npx cypress run --spec cypress/e2e/statements.cy.ts",
              "  Running:  statements.cy.ts  (1 of 1)\n    ✓ lists statements (812ms)\n  All specs passed!"))
    T.pair("t24-wkhtmltopdf-display", "l-wk-cypress", "neither",
           "xvfb-run used for cypress, not for wkhtmltopdf; no wkhtmltopdf at all")
    T.later("l-wk-network", "/var/www/invoicer", "2025-06-17T16:00:00Z", "fix/logo",
            U("the invoice pdf is missing the logo and the command exits 1"),
            B("QT_QPA_PLATFORM=offscreen wkhtmltopdf storage/invoices/INV-1120.html /tmp/INV-1120.pdf",
              "Loading pages (1/6)\nWarning: Failed to load file:///var/www/invoicer/public/img/logo.svg "
              "(ignore)\nCounting pages (2/6)\nPrinting pages (6/6)\nDone\nExit with code 1 due to network error: "
              "ContentNotFoundError", True))
    T.pair("t24-wkhtmltopdf-display", "l-wk-network", "applied",
           "QT_QPA_PLATFORM=offscreen used on the first call; the ContentNotFoundError is a different failure")
    T.later("l-wk-early", "/var/www/invoicer", "2025-05-16T11:00:00Z", "main",
            U("try the PDF export on staging"),
            B("wkhtmltopdf storage/invoices/INV-0990.html /tmp/INV-0990.pdf", QT_FAIL.format(u="www"), True))
    T.pair("t24-wkhtmltopdf-display", "l-wk-early", "neither",
           "the display abort shows, but dated before the lesson's source session (May 16 vs May 20)")


FILLS = (lesson_tmux, later_tmux_a, later_tmux_b, lesson_wkhtml, later_wkhtml_a, later_wkhtml_b)
