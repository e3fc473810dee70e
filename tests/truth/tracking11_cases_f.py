"""The eleventh tracking corpus, part f: ImageMagick's security policy refusing PDFs (global, fix only in prose),
and ssh-add with no agent running (global, Japanese lesson). Tables and helpers in tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, R, S, T, U, W

# --- J. ImageMagick policy.xml and the PDF coder (global) -------------------------------------------------------

INVOICER = "/home/dev/src/invoicer"
SCANBOX = "/home/dev/src/scanbox"
POLICY = "/etc/ImageMagick-6/policy.xml"
PDF_DENIED = ("convert-im6.q16: attempt to perform an operation not allowed by the security policy `PDF' @ "
              "error/constitute.c/IsCoderAuthorized/426.")
CONVERT = "convert -density 150 'storage/uploads/INV-2031.pdf[0]' -resize 320x /tmp/inv-2031.png"


def _magick_source() -> None:
    T.source(
        "s-magick", INVOICER, "2026-04-10T08:45:00Z", "fix/pdf-thumbs",
        U("Thumbnail generation for uploaded PDF invoices returns 500 on the new app server. Check it there."),
        B("tail -n 2 log/production.log",
          "E, [2026-04-10T08:31:12.402 #1187] ERROR -- : MiniMagick::Error (`convert -density 150 "
          "/srv/invoicer/storage/uploads/INV-2031.pdf[0] -resize 320x /tmp/thumb20260410-1187-x1k9.png` failed "
          "with status: 1)\nE, [2026-04-10T08:31:12.403 #1187] ERROR -- : Completed 500 Internal Server Error in "
          "212ms"),
        B(CONVERT, PDF_DENIED + "\nconvert-im6.q16: no images defined `/tmp/inv-2031.png' @ "
          "error/convert.c/ConvertImageCommand/3229.", 1),
        B(f"grep -n 'pattern=\"PDF\"' {POLICY}", "94:  <policy domain=\"coder\" rights=\"none\" pattern=\"PDF\" />"),
        S("Ubuntu's ImageMagick 6 ships a policy that denies the PDF coder. Ghostscript is installed, so only the "
          "policy blocks it; allowing read|write for PDF."),
        B(f"sudo sed -i 's/rights=\"none\" pattern=\"PDF\"/rights=\"read|write\" pattern=\"PDF\"/' {POLICY} && "
          f"grep -n 'pattern=\"PDF\"' {POLICY}",
          "94:  <policy domain=\"coder\" rights=\"read|write\" pattern=\"PDF\" />"),
        B(f"{CONVERT} && identify /tmp/inv-2031.png",
          "/tmp/inv-2031.png PNG 320x453 320x453+0+0 8-bit sRGB 48213B 0.000u 0:00.000"),
        B("curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:3000/invoices/2031/thumbnail", "200"),
    )
    T.lesson(
        "t11-magick-pdf-policy", "global", "en", "s-magick", "env_setup",
        "ImageMagick on Debian/Ubuntu refuses PDFs until its security policy allows the PDF coder",
        "convert (or MiniMagick/Wand on top of it) fails on any PDF input with \"attempt to perform an operation "
        "not allowed by the security policy\" for PDF, followed by `no images defined`.",
        "Reinstalling Ghostscript or ImageMagick: the binaries are fine, and the packaged policy file comes back "
        "with the same denial.",
        "The distro's ImageMagick 6 ships a policy.xml that sets the rights of the PDF (and PS/EPS) coders to "
        "none, after old Ghostscript vulnerabilities.",
        "Allow the PDF coder in ImageMagick's security policy: in policy.xml, change the rights of the coder "
        "policy whose pattern is PDF from none to read|write (Ghostscript must still be installed), then retry.",
        "\"attempt to perform an operation not allowed by the security policy\" from convert on INV-2031.pdf[0]; "
        "policy.xml line 94 had rights none for PDF; after the sed the same convert produced a 320x453 PNG "
        "(`identify /tmp/inv-2031.png`) and the thumbnail endpoint answered 200.",
    )


def _magick_applied() -> None:
    T.later(
        "l-mg-a1", INVOICER, "2026-04-22T09:00:00Z", "chore/docker",
        U("Containerise invoicer (ruby:3.3-bookworm + imagemagick + ghostscript) so we stop hand-patching servers."),
        W(f"{INVOICER}/Dockerfile",
          "FROM ruby:3.3-bookworm\nRUN apt-get update && apt-get install -y --no-install-recommends imagemagick "
          "ghostscript \\\n && sed -i '/pattern=\"PDF\"/s/rights=\"none\"/rights=\"read|write\"/' "
          "/etc/ImageMagick-6/policy.xml \\\n && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY . .\n"
          "RUN bundle install\nCMD [\"bin/rails\", \"server\", \"-b\", \"0.0.0.0\"]\n"),
        B("docker build -q -t invoicer:dev . && docker run --rm -v \"$PWD/spec/fixtures\":/f invoicer:dev convert "
          "'/f/sample.pdf[0]' -resize 200x /tmp/s.png && echo converted", "sha256:91be0c7a4d\nconverted"),
    )
    T.pair("t11-magick-pdf-policy", "l-mg-a1", "applied",
           "the Dockerfile rewrites the PDF policy to read|write (sed keyed on the pattern) before any convert runs")
    T.later(
        "l-mg-a2", SCANBOX, "2026-04-29T10:15:00Z", "setup/vm",
        U("Set up the new OCR VM for scanbox (Python + Wand) and run the PDF pipeline on samples/."),
        R(POLICY, "<policymap>\n  <policy domain=\"resource\" name=\"memory\" value=\"256MiB\"/>\n"
          "  <policy domain=\"coder\" rights=\"none\" pattern=\"PS\" />\n  <policy domain=\"coder\" rights=\"none\" "
          "pattern=\"PDF\" />\n</policymap>"),
        E(POLICY, "<policy domain=\"coder\" rights=\"none\" pattern=\"PDF\" />",
          "<policy domain=\"coder\" rights=\"read|write\" pattern=\"PDF\" />"),
        B(".venv/bin/python -m scanbox.pipeline samples/ --out /tmp/ocr",
          "scanbox: 3 files\n  samples/lease.pdf -> /tmp/ocr/lease.txt (4 pages)\n  samples/receipt.pdf -> "
          "/tmp/ocr/receipt.txt (1 page)\n  samples/w2.pdf -> /tmp/ocr/w2.txt (2 pages)"),
    )
    T.pair("t11-magick-pdf-policy", "l-mg-a2", "applied",
           "another project: policy.xml edited (Edit tool) to allow PDF before the Wand pipeline first runs")


def _magick_recurred_and_neither() -> None:
    T.later(
        "l-mg-r1", SCANBOX, "2026-05-05T14:30:00Z", "ci/runner",
        U("The tests fail on the new CI runner image. Reproduce."),
        B(".venv/bin/python -m pytest tests/test_rasterize.py -q 2>&1 | tail -5",
          "E   wand.exceptions.PolicyError: attempt to perform an operation not allowed by the security policy "
          "`PDF' @ error/constitute.c/IsCoderAuthorized/426\n\ntests/test_rasterize.py:18: PolicyError\n"
          "FAILED tests/test_rasterize.py::test_first_page - wand.exceptions.PolicyError: attempt to perform an "
          "operation not allowed by the security policy `PDF' @ error/constitute.c/IsCoderAuthorized/426\n"
          "1 failed, 6 passed in 1.84s", 1),
        S("The runner image has the stock policy.xml again; Wand hits the PDF denial."),
    )
    T.pair("t11-magick-pdf-policy", "l-mg-r1", "recurred",
           "Wand raises PolicyError for PDF in scanbox's tests on a new runner image")
    T.later(
        "l-mg-r2", INVOICER, "2026-05-11T11:20:00Z", "ops/worker-2",
        U("Invoice thumbnails are missing again for jobs that ran on worker-2."),
        B("ssh deploy@worker-2 'grep -m1 -A1 MiniMagick::Error /srv/invoicer/log/sidekiq.log'",
          "2026-05-11T10:58:44.120Z pid=3312 tid=2hq WARN: MiniMagick::Error: `convert /tmp/INV-2188.pdf[0] -resize "
          "320x /tmp/thumb.png` failed with status: 1 and error:\nconvert-im6.q16: attempt to perform an operation "
          "not allowed by the security policy `PDF' @ error/constitute.c/IsCoderAuthorized/426."),
        S("worker-2 still runs the stock ImageMagick policy."),
    )
    T.pair("t11-magick-pdf-policy", "l-mg-r2", "recurred",
           "the PDF policy denial again on host worker-2, in the sidekiq log via MiniMagick")
    T.later(
        "l-mg-b", INVOICER, "2026-03-25T15:00:00Z", "feat/avatars",
        U("Resize uploaded avatars to 128x128."),
        B("convert spec/fixtures/avatar.jpg -resize 128x128^ -gravity center -extent 128x128 /tmp/a.png && "
          "identify /tmp/a.png", "/tmp/a.png PNG 128x128 128x128+0+0 8-bit sRGB 21877B 0.000u 0:00.000"),
    )
    T.pair("t11-magick-pdf-policy", "l-mg-b", "neither", "dated before the lesson's source; a JPEG resize")
    T.later(
        "l-mg-n1", INVOICER, "2026-04-25T12:40:00Z", "fix/scans",
        U("A customer uploaded a huge scanned TIFF and the thumbnail failed. Why?"),
        B("convert storage/uploads/SCAN-77.tif[0] -resize 320x /tmp/scan.png",
          "convert-im6.q16: width or height exceeds limit `storage/uploads/SCAN-77.tif' @ "
          "error/cache.c/OpenPixelCache/3909.\nconvert-im6.q16: no images defined `/tmp/scan.png' @ "
          "error/convert.c/ConvertImageCommand/3229.", 1),
        B("identify -ping storage/uploads/SCAN-77.tif", "storage/uploads/SCAN-77.tif TIFF 21000x29700 ..."),
        S("That's the resource limit on image dimensions (16KP), not the coder policy. We should reject such "
          "uploads rather than raise the limit."),
    )
    T.pair("t11-magick-pdf-policy", "l-mg-n1", "neither",
           "look-alike ImageMagick refusal: a width/height resource limit on a TIFF, not the PDF coder policy")


# --- K. ssh-add without an agent (global) -------------------------------------------------------------------------

DOTFILES = "/home/dev/src/dotfiles"
WEBSHOP = "/home/dev/src/webshop-deploy"
NOTES = "/home/dev/src/notes-sync"
NO_AGENT = "Could not open a connection to your authentication agent."


def _ssh_source() -> None:
    T.source(
        "s-sshagent", DOTFILES, "2026-04-11T19:00:00Z", "main",
        U("dotfiles の変更を GitHub に push して。鍵は ~/.ssh/id_ed25519_github。"),
        B("git push origin main",
          "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\n"
          "Please make sure you have the correct access rights\nand the repository exists.", 128),
        B("ssh-add ~/.ssh/id_ed25519_github", NO_AGENT, 2),
        S("このシェルには ssh-agent が動いていません。Bash の呼び出しごとに環境が引き継がれないので、エージェント"
          "起動・鍵追加・push を一つの呼び出しで実行します。"),
        B("eval \"$(ssh-agent -s)\" && ssh-add ~/.ssh/id_ed25519_github && git push origin main",
          "Agent pid 48211\nIdentity added: /home/dev/.ssh/id_ed25519_github (dev@thinkpad)\n"
          "To github.com:dev/dotfiles.git\n   4c1e2a9..b7d03f5  main -> main"),
    )
    T.lesson(
        "t11-ssh-agent", "global", "ja", "s-sshagent", "env_setup",
        "ssh-agent が無いシェルでは ssh-add が失敗する — 同じ Bash 呼び出しでエージェントを起動する",
        "`ssh-add <鍵>` が `Could not open a connection to your authentication agent.` で失敗し、"
        "その前の git push は `Permission denied (publickey).` になる。",
        "別の呼び出しで `eval \"$(ssh-agent -s)\"` だけ実行しても、次の呼び出しには SSH_AUTH_SOCK が残らない。",
        "エージェントが起動しておらず SSH_AUTH_SOCK が空。鍵はパスフレーズ付きでデフォルト名でもないため、"
        "エージェント無しでは使われない。",
        "`eval \"$(ssh-agent -s)\" && ssh-add <鍵> && <ssh を使うコマンド>` のように、エージェント起動・鍵追加・"
        "実際の処理を一つの呼び出しにまとめる。",
        "`ssh-add ~/.ssh/id_ed25519_github` → `Could not open a connection to your authentication agent.`。"
        "その後 `eval \"$(ssh-agent -s)\" && ssh-add ...` を一つの呼び出しで実行し "
        "`Identity added: /home/dev/.ssh/id_ed25519_github`、push も `main -> main` で成功。",
    )


def _ssh_later() -> None:
    T.later(
        "l-ss-a1", WEBSHOP, "2026-04-23T18:00:00Z", "main",
        U("Run the prod playbook in check mode; it needs the deploy key (passphrase is in the agent prompt)."),
        B("eval $(ssh-agent) >/dev/null; ssh-add -t 1h ~/.ssh/deploy_ed25519 && ansible-playbook -i inventory/prod "
          "site.yml --check | tail -3",
          "Identity added: /home/dev/.ssh/deploy_ed25519 (deploy@webshop)\nLifetime set to 3600 seconds\n\n"
          "PLAY RECAP *********************************************************************\n"
          "web-1                      : ok=23   changed=2    unreachable=0    failed=0    skipped=4"),
    )
    T.pair("t11-ssh-agent", "l-ss-a1", "applied",
           "another project: `eval $(ssh-agent)` (no quotes, `;`) and `ssh-add -t 1h` in the same call as the playbook")
    T.later(
        "l-ss-a2", DOTFILES, "2026-04-30T20:10:00Z", "main",
        U("Pull the latest dotfiles with rebase."),
        B("ssh-agent bash -c 'ssh-add ~/.ssh/id_ed25519_github 2>&1 && git pull --rebase'",
          "Identity added: /home/dev/.ssh/id_ed25519_github (dev@thinkpad)\nSuccessfully rebased and updated "
          "refs/heads/main."),
    )
    T.pair("t11-ssh-agent", "l-ss-a2", "applied",
           "starts the agent another way (`ssh-agent bash -c '…'`) with ssh-add and the pull inside it, up front")
    T.later(
        "l-ss-r1", WEBSHOP, "2026-05-06T17:30:00Z", "feat/nginx-role",
        U("Which keys are loaded? Then apply the nginx role to staging."),
        B("ssh-add -l", NO_AGENT, 2),
        B("eval \"$(ssh-agent -s)\" >/dev/null && ssh-add ~/.ssh/deploy_ed25519 && ansible-playbook -i "
          "inventory/staging site.yml --tags nginx | tail -2",
          "Identity added: /home/dev/.ssh/deploy_ed25519 (deploy@webshop)\n\n"
          "web-stg-1                  : ok=9    changed=1    unreachable=0    failed=0    skipped=0"),
    )
    T.pair("t11-ssh-agent", "l-ss-r1", "recurred",
           "`ssh-add -l` fails with Could not open a connection to your authentication agent; eval+ssh-add after")
    T.later(
        "l-ss-r2", NOTES, "2026-05-12T07:45:00Z", "main",
        U("On the NAS box (ssh nas), sync notes to the backup remote."),
        B("ssh nas 'cd ~/notes-sync && ssh-add ~/.ssh/id_rsa_backup && git push backup main'",
          "Error connecting to agent: No such file or directory", 2),
        S("No agent is running in that non-interactive ssh session on the NAS (OpenSSH 9 words it differently)."),
    )
    T.pair("t11-ssh-agent", "l-ss-r2", "recurred",
           "on host nas, ssh-add fails because no agent runs (OpenSSH 9's `Error connecting to agent`)")
    T.later(
        "l-ss-a3", DOTFILES, "2026-04-26T21:00:00Z", "feat/work-remote",
        U("Add my work GitHub remote (git@github.com:acme-dev/dotfiles.git) and push there."),
        B("git remote add work git@github.com:acme-dev/dotfiles.git && eval \"$(ssh-agent -s)\" >/dev/null && "
          "ssh-add ~/.ssh/id_ed25519_github && git push work main",
          "Identity added: /home/dev/.ssh/id_ed25519_github (dev@thinkpad)\nERROR: Permission to "
          "acme-dev/dotfiles.git denied to dev-personal.\nfatal: Could not read from remote repository.", 128),
        S("The key is loaded fine; it belongs to your personal account, which has no access to acme-dev. You "
          "need the work key or an invite."),
    )
    T.pair("t11-ssh-agent", "l-ss-a3", "applied",
           "starts the agent and adds the key in the same call before pushing; the push then fails for access "
           "rights (wrong account), another cause")
    T.later(
        "l-ss-n2", DOTFILES, "2026-05-09T12:00:00Z", "chore/zsh",
        U("Which zsh plugins do I load? Just list them."),
        B("grep -n '^plugins=' -A3 zsh/.zshrc", "14:plugins=(\n15-  git\n16-  ssh-agent\n17-  fzf\n18-)"),
        S("git, ssh-agent and fzf."),
    )
    T.pair("t11-ssh-agent", "l-ss-n2", "neither", "`ssh-agent` only as a zsh plugin name in a grep listing")


def build_eighth_part() -> None:
    _magick_source()
    _magick_applied()
    _magick_recurred_and_neither()
    _ssh_source()
    _ssh_later()
