"""Cases of the thirty-ninth tracking corpus, part d: Puppet agents whose certificate was never signed (Korean),
GNU screen unable to create /run/screen in a container (bash, fish), and changesets status on a release-free
change. Rules and helpers are in tracking39_cases.py."""
from __future__ import annotations

from tests.truth.tracking39_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 10. Puppet agent whose certificate request was never signed (Korean lesson)

PA = "sudo /opt/puppetlabs/bin/puppet agent -t"
PS = "sudo /opt/puppetlabs/bin/puppetserver ca"


def unsigned(host: str) -> str:
    return (f"Info: Creating a new RSA SSL key for {host}\nInfo: csr_attributes file loading from "
            "/etc/puppetlabs/puppet/csr_attributes.yaml\nInfo: Creating a new SSL certificate request for "
            f"{host}\nInfo: Certificate Request fingerprint (SHA256): 3F:9A:C2:71:0B:5E:D4:88:19:AF:62:E0:7C:\n"
            f"Info: Certificate for {host} has not been signed yet\nCouldn't fetch certificate from CA server; "
            f"you might still need to sign this agent's certificate ({host}).\nExiting now because the "
            "waitforcert setting is set to 0.")


def applied_run(host: str, secs: str) -> str:
    return (f"Info: Downloaded certificate for {host} from https://puppet.example.internal:8140/puppet-ca/v1\n"
            "Info: Using environment 'production'\nInfo: Retrieving pluginfacts\nInfo: Caching catalog for "
            f"{host}\nInfo: Applying configuration version '1773393120'\nNotice: Applied catalog in {secs} seconds")


def puppet_cases() -> None:
    T.source(
        "s-puppet-sign", "/home/hyun/infra", "2026-03-14T01:00:00Z", "main",
        user("web02를 새로 붙였는데 puppet 에이전트 첫 실행이 바로 끝나 버려요. 봐 주세요."),
        err(f"ssh web02.example.internal '{PA}'", unsigned("web02.example.internal")),
        ok(f"ssh puppet.example.internal '{PS} list'",
           "Requested Certificates:\n    web02.example.internal       (SHA256)  3F:9A:C2:71:0B:5E:D4:88:19:AF"),
        say("에이전트는 CSR만 보내고 서명을 기다리지 않고 종료했습니다(waitforcert 0). 퍼펫 서버에서 서명한 뒤 "
            "다시 실행하겠습니다. 첫 적용이라 변경이 있으면 종료 코드가 2입니다."),
        ok(f"ssh puppet.example.internal '{PS} sign --certname web02.example.internal' && "
           f"ssh web02.example.internal '{PA} || [ $? -eq 2 ]'",
           "Successfully signed certificate request for web02.example.internal\n"
           + applied_run("web02.example.internal", "12.44")),
    )
    T.lesson(
        "t39-puppet-ca-sign", "global", "ko", "s-puppet-sign", "workflow",
        "새 노드의 퍼펫 에이전트는 인증서가 서명되기 전까지 카탈로그를 받지 못함",
        "새 호스트에서 `puppet agent -t`가 `Couldn't fetch certificate from CA server; you might still need to "
        "sign this agent's certificate`와 `Exiting now because the waitforcert setting is set to 0.`로 끝난다.",
        "에이전트 쪽 설정이나 네트워크 문제처럼 보여서 에이전트를 재설치하거나 다시 실행하게 된다.",
        "에이전트는 CSR을 보내기만 하고, 퍼펫 서버의 CA가 그 요청에 서명해야 인증서를 받을 수 있다. "
        "autosign이 꺼져 있으면 서명은 사람이 해야 한다.",
        "퍼펫 서버에서 `puppetserver ca sign --certname <호스트>`(여러 대면 `--all`)로 서명한 뒤 에이전트를 "
        "다시 실행한다. 신뢰하는 도메인이라면 서버의 autosign.conf에 패턴(`*.example.internal`)을 넣어 자동 "
        "서명한다.",
        ["`ssh web02.example.internal 'sudo /opt/puppetlabs/bin/puppet agent -t'` -> `Couldn't fetch certificate "
         "from CA server; you might still need to sign this agent's certificate (web02.example.internal).`",
         "`puppetserver ca sign --certname web02.example.internal` 후 에이전트 재실행 -> `Notice: Applied catalog "
         "in 12.44 seconds`"])

    T.later(
        "l-puppet-submit", "/home/hyun/infra", "2026-03-29T02:00:00Z", "main",
        user("Onboard app05 to puppet; sign its request before the first real run this time."),
        ok("ssh app05.example.internal 'sudo /opt/puppetlabs/bin/puppet ssl submit_request'",
           "Info: Creating a new RSA SSL key for app05.example.internal\nInfo: Creating a new SSL certificate "
           "request for app05.example.internal\nNotice: Submitted certificate request for 'app05.example.internal' "
           "to https://puppet.example.internal:8140"),
        ok(f"ssh puppet.example.internal '{PS} sign --certname app05.example.internal'",
           "Successfully signed certificate request for app05.example.internal"),
        ok(f"ssh app05.example.internal '{PA} || [ $? -eq 2 ]'", applied_run("app05.example.internal", "9.87")),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-submit", "applied",
           "the request is signed with puppetserver ca sign before app05's agent run, which applies the catalog")

    T.later(
        "l-puppet-autosign", "/home/hyun/infra", "2026-04-06T03:00:00Z", "feat/autosign",
        user("새 배치 서버 8대를 붙이는데 하나씩 서명하기 번거로워요. 내부 도메인은 자동 서명되게 해 주세요."),
        ok("ssh puppet.example.internal \"echo '*.batch.example.internal' | sudo tee "
           "/etc/puppetlabs/puppet/autosign.conf && sudo systemctl reload puppetserver\"", "*.batch.example.internal"),
        ok(f"ssh batch01.batch.example.internal '{PA} || [ $? -eq 2 ]'",
           applied_run("batch01.batch.example.internal", "15.02")),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-autosign", "applied",
           "autosign.conf with the domain pattern the lesson names; batch01's first agent run applies its catalog")

    T.later(
        "l-puppet-db03", "/home/hyun/infra", "2026-04-14T04:00:00Z", "main",
        user("db03 provisioning finished. Run puppet on it."),
        err(f"ssh db03.example.internal '{PA}'", unsigned("db03.example.internal")),
        say("db03's request is waiting on the CA. Should I sign it? DB hosts normally need your approval."),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-db03", "recurred",
           "db03's first agent run stops on the unsigned certificate, the same failure on another host")

    T.later(
        "l-puppet-cache01", "/home/hyun/infra", "2026-04-21T05:30:00Z", "main",
        user("cache01 재설치했어요. 퍼펫 돌려 주세요."),
        ok(f"ssh puppet.example.internal '{PS} clean --certname cache01.example.internal'",
           "Revoked 1 certificate(s) for cache01.example.internal\nDeleted certificate for cache01.example.internal"),
        err(f"ssh cache01.example.internal '{PA}'", unsigned("cache01.example.internal")),
        ok(f"ssh puppet.example.internal '{PS} sign --certname cache01.example.internal' && "
           f"ssh cache01.example.internal '{PA} || [ $? -eq 2 ]'",
           "Successfully signed certificate request for cache01.example.internal\n"
           + applied_run("cache01.example.internal", "7.31")),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-cache01", "recurred",
           "cache01's agent run fails on the unsigned request before it is signed; still a recurrence")

    T.later(
        "l-puppet-mismatch", "/home/hyun/infra", "2026-04-29T01:00:00Z", "main",
        user("web02 was rebuilt from the same hostname; puppet errors out."),
        err(f"ssh web02.example.internal '{PA}'",
            "Error: Could not request certificate: The certificate retrieved from the master does not match the "
            "agent's private key. Did you forget to run as root?\nCertificate fingerprint: 3F:9A:C2:71:0B:5E:D4:88\n"
            "To fix this, remove the certificate from both the master and the agent and then start a puppet run, "
            "which will automatically regenerate a certificate."),
        say("The CA still holds web02's old certificate, which doesn't match the new key. That needs a clean on "
            "both sides, not a signature."),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-mismatch", "neither",
           "a certificate/private-key mismatch after a rebuild: a different puppet error")

    T.later(
        "l-puppet-audit", "/home/hyun/infra", "2026-05-06T06:00:00Z", "main",
        user("Decommission old01 and list which certs are still active."),
        ok(f"ssh puppet.example.internal '{PS} clean --certname old01.example.internal'",
           "Revoked 1 certificate(s) for old01.example.internal\nDeleted certificate for old01.example.internal"),
        ok(f"ssh puppet.example.internal '{PS} list --all | head -4'",
           "Signed Certificates:\n    app05.example.internal       (SHA256)  1C:...\n"
           "    batch01.batch.example.internal "
           "(SHA256)  7D:...\n    cache01.example.internal     (SHA256)  A0:..."),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-audit", "neither",
           "puppetserver ca is used to clean and list certificates; nothing is signed and no agent fails")

    T.later(
        "l-puppet-early", "/home/hyun/infra", "2026-02-16T01:00:00Z", "main",
        user("app04 온보딩."),
        ok(f"ssh puppet.example.internal '{PS} sign --certname app04.example.internal'",
           "Successfully signed certificate request for app04.example.internal"),
    )
    T.pair("t39-puppet-ca-sign", "l-puppet-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 11. GNU screen unable to create /run/screen in a container (bash, fish)

RUNSCREEN = "Cannot make directory '/run/screen': Permission denied"


def screen_cases() -> None:
    T.source(
        "s-screen-dir", "/workspace/etl", "2026-03-16T02:00:00Z", "feat/backfill",
        user("Start the long backfill inside screen in this dev container so it survives my ssh drop."),
        err("screen -dmS backfill python -m etl.backfill --since 2025-01-01", RUNSCREEN),
        ok("ls -ld /run; id -un", "drwxr-xr-x 5 root root 100 Mar 16 01:58 /run\nvscode"),
        say("The container has no /run/screen and only root can create it. screen will use any directory named "
            "by SCREENDIR, as long as it belongs to you and has mode 700."),
        ok("mkdir -p -m 700 ~/.screen && export SCREENDIR=$HOME/.screen && screen -dmS backfill python -m "
           "etl.backfill --since 2025-01-01 && (screen -ls || true)",
           "There is a screen on:\n\t812.backfill\t(03/16/26 02:05:11)\t(Detached)\n1 Socket in /home/vscode/.screen."),
    )
    T.lesson(
        "t39-screen-screendir", "global", "en", "s-screen-dir", "env_setup",
        "GNU screen cannot start in a container without /run/screen",
        "`screen -dmS ...` in a dev container fails with `Cannot make directory '/run/screen': Permission denied`.",
        "screen is installed and works on the host, so it looks like a broken package in the image.",
        "screen keeps its sockets in /run/screen, which the image never created, and a non-root user cannot "
        "create it under a root-owned /run.",
        "Give screen a socket directory you own: `mkdir -m 700 ~/.screen` and `export SCREENDIR=$HOME/.screen` "
        "(fish: `set -gx SCREENDIR ~/.screen`), in the shell or the image's ENV.",
        ["`screen -dmS backfill python -m etl.backfill --since 2025-01-01` -> `Cannot make directory '/run/screen': "
         "Permission denied`",
         "`mkdir -p -m 700 ~/.screen && export SCREENDIR=$HOME/.screen && screen -dmS backfill ...` -> `1 Socket in "
         "/home/vscode/.screen.`"])

    T.later(
        "l-screen-fish", "/workspace/ingest", "2026-03-31T03:00:00Z", "main",
        user("I'm in fish in the ingest container. Run the ingest under screen, detached."),
        ok("fish -c 'mkdir -p -m 700 ~/.screen; set -gx SCREENDIR ~/.screen; screen -dmS ingest ./run_ingest.sh; "
           "screen -ls; true'",
           "There is a screen on:\n\t377.ingest\t(03/31/26 03:00:41)\t(Detached)\n1 Socket in /home/vscode/.screen."),
        ok("tail -2 logs/ingest.log", "03:00:44 fetched 1200 rows from crm\n03:00:46 wrote batch 1/40"),
    )
    T.pair("t39-screen-screendir", "l-screen-fish", "applied",
           "fish's set -gx SCREENDIR to a 700 ~/.screen before screen -dmS; the session starts")

    T.later(
        "l-screen-dockerfile", "/workspace/etl", "2026-04-07T05:00:00Z", "chore/devimage",
        user("Bake the screen fix into the dev image so nobody hits it again, and test it."),
        edit("/workspace/etl/.devcontainer/Dockerfile", "USER vscode\n",
             "USER vscode\nENV SCREENDIR=/home/vscode/.screen\nRUN mkdir -p -m 700 /home/vscode/.screen\n"),
        ok("docker build -q -t etl-dev:screen .devcontainer && docker run --rm etl-dev:screen sh -c "
           "'screen -dmS t sleep 30 && (screen -ls || true)'",
           "sha256:4be1c0d9e2a7\nThere is a screen on:\n\t9.t\t(04/07/26 05:01:12)\t(Detached)\n1 Socket in "
           "/home/vscode/.screen."),
    )
    T.pair("t39-screen-screendir", "l-screen-dockerfile", "applied",
           "the image sets ENV SCREENDIR to a 700 directory and screen -dmS works in it")

    T.later(
        "l-screen-rebuilt", "/workspace/ml", "2026-04-15T07:00:00Z", "exp/lr-sweep",
        user("Kick off the LR sweep in screen in the ml container."),
        err("screen -dmS sweep python sweep.py --grid configs/lr.yaml", RUNSCREEN),
        say("The ml container hasn't got the screen directory either. Want me to use ~/.screen here as well?"),
    )
    T.pair("t39-screen-screendir", "l-screen-rebuilt", "recurred",
           "screen fails with the /run/screen permission error in another container")

    T.later(
        "l-screen-sudo", "/workspace/etl", "2026-04-23T02:30:00Z", "ops/nightly",
        user("Run the nightly job under screen as the etl user in this container."),
        err("sudo -u etl screen -dmS nightly /opt/etl/nightly.sh", RUNSCREEN),
        ok("sudo -u etl sh -c 'mkdir -p -m 700 ~/.screen && SCREENDIR=$HOME/.screen screen -dmS nightly "
           "/opt/etl/nightly.sh && (SCREENDIR=$HOME/.screen screen -ls || true)'",
           "There is a screen on:\n\t1204.nightly\t(04/23/26 02:31:08)\t(Detached)\n1 Socket in /home/etl/.screen."),
    )
    T.pair("t39-screen-screendir", "l-screen-sudo", "recurred",
           "screen as the etl user hits the same /run/screen error before SCREENDIR is set")

    T.later(
        "l-screen-resume", "/home/jo/dev", "2026-04-30T08:00:00Z", "main",
        user("Reattach to my backfill screen on the VM."),
        err("screen -r backfill", "There is no screen to be resumed matching backfill."),
        ok("screen -ls || true", "No Sockets found in /run/screen/S-jo."),
        say("No screen sessions exist on this VM; the backfill ran in the container, not here."),
    )
    T.pair("t39-screen-screendir", "l-screen-resume", "neither",
           "screen -r finds no session: a different screen error on a host where /run/screen exists")

    T.later(
        "l-screen-tmux", "/workspace/etl", "2026-05-07T04:00:00Z", "main",
        user("Use tmux instead of screen for the backfill this time."),
        ok("tmux new-session -d -s backfill 'python -m etl.backfill --since 2026-04-01' && tmux ls",
           "backfill: 1 windows (created Thu May  7 04:00:21 2026)"),
    )
    T.pair("t39-screen-screendir", "l-screen-tmux", "neither",
           "tmux is used instead; screen is never run")

    T.later(
        "l-screen-early", "/workspace/etl", "2026-02-12T02:00:00Z", "main",
        user("Run the import under screen."),
        err("screen -dmS import python -m etl.import", RUNSCREEN),
    )
    T.pair("t39-screen-screendir", "l-screen-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 12. changesets status with no changeset on a change that needs no release

UK = "/home/ren/src/ui-kit"
NOCS = ("🦋  error Some packages have been changed but no changesets were found. Run `changeset add` to resolve "
        "this error.\n🦋  error If this change doesn't need a release, run `changeset add --empty`.")


def empty_added(root: str, name: str) -> str:
    return ("🦋  Empty Changeset added! - you can now commit it\n🦋  \n🦋  If you want to modify or expand on the "
            f"changeset summary, you can find it here\n🦋  info {root}/.changeset/{name}.md")


NOBUMP = ("🦋  info NO packages to be bumped at patch level\n🦋  info NO packages to be bumped at minor level\n"
          "🦋  info NO packages to be bumped at major level")


def changeset_cases() -> None:
    T.source(
        "s-changeset-empty", UK, "2026-03-17T06:00:00Z", "docs/button-readme",
        user("CI's release-check fails on my docs-only PR. Make it pass."),
        err("pnpm changeset status --since=origin/main", NOCS),
        ok("git diff --stat origin/main...HEAD",
           " packages/button/README.md | 14 ++++++++------\n 1 file changed, 8 insertions(+), 6 deletions(-)"),
        say("The README lives inside packages/button, so changesets counts the package as changed. Nothing needs "
            "releasing: an empty changeset records that."),
        ok("pnpm changeset add --empty && git add .changeset && git commit -qm 'chore: empty changeset' && "
           "pnpm changeset status --since=origin/main", empty_added(UK, "quiet-owls-dance") + "\n" + NOBUMP),
    )
    T.lesson(
        "t39-changeset-empty", "project", "en", "s-changeset-empty", "workflow",
        "changeset status fails on a change that touches a package but needs no release",
        "`changeset status --since=origin/main` fails with `Some packages have been changed but no changesets "
        "were found.` on a docs-only or internal change.",
        "The PR changes no code, so a release note seems unnecessary, and CI stays red.",
        "changesets treats any file under a package directory (READMEs, tests) as a change to that package and "
        "requires a changeset file for every changed package.",
        "Add an empty changeset and commit it: `changeset add --empty` (also `changeset --empty`) through npx, "
        "pnpm or yarn.",
        ["`pnpm changeset status --since=origin/main` -> `Some packages have been changed but no changesets were "
         "found. Run `changeset add` to resolve this error.`",
         "`pnpm changeset add --empty` then `pnpm changeset status --since=origin/main` -> `NO packages to be "
         "bumped at patch level`"])

    T.later(
        "l-changeset-npx", "/home/ren/src/ui-kit", "2026-04-01T04:00:00Z", "test/input-snapshots",
        user("I only updated the input component's snapshot tests. Make sure release-check will pass before I push."),
        ok("npx changeset --empty", empty_added(UK, "brave-kiwis-sing")),
        ok("git add .changeset && git commit -qm 'chore: empty changeset' && npx changeset status "
           "--since=origin/main", NOBUMP),
        ok("git push -q origin test/input-snapshots", ""),
    )
    T.pair("t39-changeset-empty", "l-changeset-npx", "applied",
           "npx changeset --empty is added and committed before status, which passes")

    T.later(
        "l-changeset-yarn", "/home/ren/src/charts", "2026-04-09T02:00:00Z", "chore/storybook",
        user("Storybook config tweak in packages/line-chart; it shouldn't trigger a release. Prepare the PR."),
        ok("yarn changeset add --empty", empty_added("/home/ren/src/charts", "tidy-bees-rest")),
        ok("git add -A && git commit -qm 'chore(line-chart): storybook tweak' && yarn changeset status "
           "--since=origin/main", NOBUMP),
    )
    T.pair("t39-changeset-empty", "l-changeset-yarn", "applied",
           "yarn changeset add --empty before status; status passes")

    T.later(
        "l-changeset-tokens", UK, "2026-04-16T03:00:00Z", "fix/tokens-typo",
        user("Run the release check on the tokens typo branch."),
        err("pnpm changeset status --since=origin/main", NOCS),
        say("packages/tokens changed without a changeset. Is the typo fix user-visible (patch) or internal "
            "(empty)? I'll wait for you."),
    )
    T.pair("t39-changeset-empty", "l-changeset-tokens", "recurred",
           "status fails again with no changesets found on another branch and package")

    T.later(
        "l-changeset-script", "/home/ren/src/charts", "2026-04-24T05:00:00Z", "refactor/scales",
        user("Run scripts/release-check.sh like CI and fix whatever it says."),
        err("bash scripts/release-check.sh", "+ yarn changeset status --since=origin/main\n" + NOCS),
        say("The scales refactor changes published code, so this one wants a real patch changeset."),
        write("/home/ren/src/charts/.changeset/calm-scales-move.md",
              "---\n\"@charts/scales\": patch\n---\n\nRefactor linear scale internals.\n"),
        ok("git add .changeset && git commit -qm 'changeset: scales patch' && bash scripts/release-check.sh",
           "+ yarn changeset status --since=origin/main\n🦋  info Packages to be bumped at patch:\n🦋  \n"
           "🦋  - @charts/scales"),
    )
    T.pair("t39-changeset-empty", "l-changeset-script", "recurred",
           "the release-check script fails with no changesets found; a patch changeset fixes it afterwards")

    T.later(
        "l-changeset-version", UK, "2026-05-01T06:00:00Z", "release",
        user("Cut the release: version the packages from the pending changesets."),
        ok("pnpm changeset version",
           "🦋  All files have been updated. Review them and commit at your leisure"),
        ok("git diff --stat | tail -1", " 7 files changed, 41 insertions(+), 12 deletions(-)"),
    )
    T.pair("t39-changeset-empty", "l-changeset-version", "neither",
           "changeset version is run to cut a release; no status failure and no empty changeset")

    T.later(
        "l-changeset-shallow", UK, "2026-05-09T02:00:00Z", "ci/shallow",
        user("Reproduce the CI failure of release-check in a shallow clone."),
        ok("git clone -q --depth 1 file:///home/ren/src/ui-kit /tmp/uk && cd /tmp/uk && pnpm i -s", ""),
        err("cd /tmp/uk && pnpm changeset status --since=origin/main",
            "🦋  error Error: Failed to find where HEAD diverged from \"origin/main\". Does \"origin/main\" exist "
            "and it's synced with remote?"),
        say("A shallow clone has no merge base. CI needs fetch-depth: 0."),
    )
    T.pair("t39-changeset-empty", "l-changeset-shallow", "neither",
           "status fails because the shallow clone has no merge base: a different changesets error")

    T.later(
        "l-changeset-early", UK, "2026-02-18T06:00:00Z", "docs/intro",
        user("Add an empty changeset for the docs PR."),
        ok("pnpm changeset add --empty", empty_added(UK, "young-ducks-wave")),
    )
    T.pair("t39-changeset-empty", "l-changeset-early", "neither",
           "dated before the lesson's source session")


FILLS = [puppet_cases, screen_cases, changeset_cases]
