"""Cases of the forty-seventh tracking corpus (tables in tracking47_cases.py): the first npm publish of a scoped
package refused with E402, gh using a stale GITHUB_TOKEN from the environment over its stored login (a Korean
lesson), and rsync's protocol version mismatch from a remote shell that prints on login (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking47_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- npm publish of a scoped package: E402 ---------------------------------------------------------------


def _e402(pkg: str, npm10: bool = False) -> str:
    tag = "npm error" if npm10 else "npm ERR!"
    enc = pkg.replace("/", "%2f")
    return (f"npm notice Publishing to https://registry.npmjs.org/ with tag latest and default access\n"
            f"{tag} code E402\n{tag} 402 Payment Required - PUT https://registry.npmjs.org/{enc} - You must sign up "
            "for private packages")


def _npm402() -> None:
    T.source(
        "s-npm402", "/home/sam/oss/widgets", "2025-04-08T17:00:00Z", "main",
        user("First release of @acmeui/widgets to npm. I'm logged in as sam-acme, publish 0.1.0."),
        ok("npm whoami", "sam-acme"),
        err("npm publish",
            "npm notice \nnpm notice 📦  @acmeui/widgets@0.1.0\nnpm notice === Tarball Contents === \n"
            "npm notice 1.2kB README.md\nnpm notice 4.8kB dist/index.js\nnpm notice 712B  package.json\n"
            + _e402("@acmeui/widgets") + "\n\nnpm ERR! A complete log of this run can be found in: "
            "/home/sam/.npm/_logs/2025-04-08T17_00_41_245Z-debug-0.log"),
        say("Scoped packages are published as private by default, and private packages need a paid plan. The "
            "first publish must ask for public access; putting it in publishConfig keeps later publishes right."),
        edit("/home/sam/oss/widgets/package.json", "  \"license\": \"MIT\",\n",
             "  \"license\": \"MIT\",\n  \"publishConfig\": {\n    \"access\": \"public\"\n  },\n"),
        ok("npm publish --access public",
           "npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n"
           "+ @acmeui/widgets@0.1.0"),
    )
    T.lesson(
        "t47-npm402", "global", "en", "s-npm402", "tool_quirk",
        "First npm publish of a scoped package fails with E402 unless access is public",
        "`npm publish` of an @scope/name package stops with `npm ERR! code E402` / `402 Payment Required - PUT "
        "https://registry.npmjs.org/@scope%2fname - You must sign up for private packages` (npm 10 prints `npm "
        "error` instead of `npm ERR!`).",
        "npm whoami works and the same command publishes unscoped packages, so it looks like an account or "
        "billing problem; the notice line says `default access`, which is easy to overlook.",
        "Scoped packages default to restricted (private) access, and private packages need a paid npm plan; "
        "nothing in the package says it should be public.",
        "Publish with `npm publish --access public` (pnpm and yarn take the same flag), or add "
        "`\"publishConfig\": {\"access\": \"public\"}` to package.json so a plain `npm publish` (and CI release "
        "scripts) publish publicly; `npm config set access public` sets it for the user.",
        "`npm publish` printed `with tag latest and default access` and failed with `npm ERR! code E402` and "
        "`You must sign up for private packages`; `npm publish --access public` printed `with tag latest and "
        "public access` and `+ @acmeui/widgets@0.1.0`.",
    )
    T.later(
        "l-npm402-pnpm", "/home/sam/oss/widgets-mono/packages/icons", "2025-04-29T18:00:00Z", "release/icons-1.0",
        user("Publish @acmeui/icons 1.0.0 with pnpm, it has never been published."),
        ok("pnpm publish --access public --no-git-checks",
           "npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n"
           "+ @acmeui/icons@1.0.0"),
    )
    T.pair("t47-npm402", "l-npm402-pnpm", "applied",
           "pnpm publish --access public on a never-published scoped package; no E402 before it")
    T.later(
        "l-npm402-release-script", "/home/sam/oss/hooks", "2025-05-11T12:00:00Z", "main",
        user("Release @acmeui/hooks with our scripts/release.sh. It's the first publish of this package."),
        read("/home/sam/oss/hooks/scripts/release.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\nnpm run build\nnpm test\nnpm publish\n"),
        say("The script runs a plain npm publish, so the package needs publishConfig.access first."),
        edit("/home/sam/oss/hooks/package.json", "  \"main\": \"dist/index.js\",\n",
             "  \"main\": \"dist/index.js\",\n  \"publishConfig\": { \"access\": \"public\" },\n"),
        ok("bash scripts/release.sh", "> @acmeui/hooks@0.3.0 build\n> tsup src/index.ts\n"
           "Tests: 22 passed, 22 total\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest and "
           "public access\n+ @acmeui/hooks@0.3.0"),
    )
    T.pair("t47-npm402", "l-npm402-release-script", "applied",
           "publishConfig.access public was added before the release script's npm publish; no E402 before")
    T.later(
        "l-npm402-npm10", "/home/sam/work/orbit-cli", "2025-05-24T09:30:00Z", "main",
        user("Publish @orbit/cli-tools 2.0.0 to npm for the first time."),
        err("npm publish", _e402("@orbit/cli-tools", npm10=True)
            + "\nnpm error A complete log of this run can be found in: /home/sam/.npm/_logs/2025-05-24T09_31_02_118Z-"
            "debug-0.log"),
        ok("npm publish --access public", "+ @orbit/cli-tools@2.0.0"),
    )
    T.pair("t47-npm402", "l-npm402-npm10", "recurred",
           "npm 10 failed with E402 You must sign up for private packages for another scoped package")
    T.later(
        "l-npm402-workspace", "/home/sam/oss/widgets-mono", "2025-06-08T20:00:00Z", "release/core-0.1",
        user("Publish the core workspace package."),
        err("npm publish --workspace packages/core", _e402("@acmeui/core")),
        say("Same as with widgets: the first publish of a scoped package defaults to private."),
    )
    T.pair("t47-npm402", "l-npm402-workspace", "recurred",
           "npm publish --workspace for @acmeui/core hit E402 Payment Required with default access")
    T.later(
        "l-npm402-e403", "/home/sam/oss/left-padder", "2025-06-15T10:00:00Z", "main",
        user("Publish left-padder again, I fixed the README."),
        err("npm publish",
            "npm notice Publishing to https://registry.npmjs.org/ with tag latest and default access\n"
            "npm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/left-padder - You "
            "cannot "
            "publish over the previously published versions: 1.2.0."),
        ok("npm version patch && npm publish", "v1.2.1\n+ left-padder@1.2.1"),
    )
    T.pair("t47-npm402", "l-npm402-e403", "neither",
           "E403 for republishing an existing version of an unscoped package: a different npm publish error")
    T.later(
        "l-npm402-dryrun", "/home/sam/oss/widgets", "2025-06-22T15:00:00Z", "feature/tree-shaking",
        user("Check what would go into the tarball now; don't publish."),
        ok("npm publish --dry-run",
           "npm notice 📦  @acmeui/widgets@0.2.0\nnpm notice === Tarball Contents === \nnpm notice 5.1kB "
           "dist/index.js\n"
           "npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access (dry-run)\n"
           "+ @acmeui/widgets@0.2.0"),
    )
    T.pair("t47-npm402", "l-npm402-dryrun", "neither",
           "npm publish was only run as a dry run to list the tarball; nothing failed and nothing was published")
    T.later(
        "l-npm402-readme", "/home/sam/oss/widgets-mono", "2025-06-29T11:00:00Z", "docs/releasing",
        user("Write RELEASING.md for the monorepo: how to publish a new package for the first time."),
        write("/home/sam/oss/widgets-mono/RELEASING.md",
              "# Releasing\n\n1. Bump the version.\n2. First publish of a new scoped package:\n\n"
              "       npm publish --access public --workspace packages/<name>\n\n"
              "   Without it npm answers E402 Payment Required.\n"),
    )
    T.pair("t47-npm402", "l-npm402-readme", "neither",
           "npm publish --access public was only written into RELEASING.md; nothing was published")


# --- gh and a stale GITHUB_TOKEN in the environment --------------------------------------------------------

def _ghtoken() -> None:
    T.source(
        "s-ghtoken", "/home/min/work/infra-scripts", "2025-04-09T01:00:00Z", "main",
        user("gh pr list가 갑자기 401을 내. 어제 gh auth login 다시 했는데도 그래."),
        err("gh pr list", "HTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  "
            "gh auth login"),
        ok("gh auth status",
           "github.com\n  X Failed to log in to github.com account min-kim (GITHUB_TOKEN)\n  - Active account: true\n"
           "  - The token in GITHUB_TOKEN is invalid.\n\n  ✓ Logged in to github.com account min-kim (keyring)\n"
           "  - Active account: false"),
        err("gh auth login -h github.com -w",
            "The value of the GITHUB_TOKEN environment variable is being used for authentication.\n"
            "To have GitHub CLI store credentials instead, first clear the value from the environment."),
        ok("grep -n GITHUB_TOKEN ~/.bashrc", "41:export GITHUB_TOKEN=\"$(cat ~/.config/old-ci/token)\""),
        edit("/home/min/.bashrc", "export GITHUB_TOKEN=\"$(cat ~/.config/old-ci/token)\"\n", ""),
        ok("unset GITHUB_TOKEN; gh pr list",
           "\nShowing 2 of 2 open pull requests in acme/infra-scripts\n\n#88  Rotate staging certs  rotate-certs  "
           "about 2 hours ago\n#87  Bump terraform to 1.11  deps/tf  about 1 day ago"),
    )
    T.lesson(
        "t47-ghtoken", "global", "ko", "s-ghtoken", "env_setup",
        "환경변수 GITHUB_TOKEN(GH_TOKEN)이 gh에 저장된 로그인보다 우선한다: 만료된 토큰이면 401",
        "`gh pr list` 등 gh 명령이 `HTTP 401: Bad credentials (https://api.github.com/graphql)`로 실패하고, "
        "`gh auth status`에는 `The token in GITHUB_TOKEN is invalid.`가 보인다.",
        "`gh auth login`을 다시 해도 소용없다. 로그인 자체가 `The value of the GITHUB_TOKEN environment variable "
        "is being used for authentication.`으로 거부되고, keyring에 저장된 정상 로그인은 쓰이지 않는다.",
        "gh는 GH_TOKEN, GITHUB_TOKEN 환경변수가 있으면 저장된 자격 증명 대신 그 값을 쓴다. 셸 설정 파일(~/.bashrc)에서 "
        "예전 CI 토큰을 export하고 있었고 그 토큰이 폐기되었다.",
        "현재 셸에서 변수를 지운다: bash/zsh `unset GITHUB_TOKEN`, fish `set -e GITHUB_TOKEN`, PowerShell "
        "`Remove-Item Env:GITHUB_TOKEN`. 한 번만 실행할 때는 `env -u GITHUB_TOKEN gh ...`. 그리고 ~/.bashrc 등에서 "
        "export 줄을 지운다. GH_TOKEN도 같은 방식으로 처리한다.",
        "`gh pr list` 가 `HTTP 401: Bad credentials (https://api.github.com/graphql)` 로 실패했고 "
        "`gh auth status` 는 `The token in GITHUB_TOKEN is invalid.` 를 보여 줬으며, `gh auth login` 은 "
        "`first clear the value from the environment` 라며 거부했다. `unset GITHUB_TOKEN; gh pr list` 후 "
        "`Showing 2 of 2 open pull requests in acme/infra-scripts` 가 나왔다.",
    )
    T.later(
        "l-ghtoken-fish", "/home/min/work/platform-docs", "2025-04-30T02:00:00Z", "main",
        user("릴리스 목록 좀 보여줘 (fish). 이 머신은 CI용 GITHUB_TOKEN이 환경에 남아 있을 수 있어."),
        ok("set -q GITHUB_TOKEN; and echo set", "set"),
        say("환경에 GITHUB_TOKEN이 있으면 gh가 저장된 로그인 대신 그걸 쓰니 먼저 지웁니다."),
        ok("set -e GITHUB_TOKEN; gh release list --limit 3",
           "v2.4.0  Latest  v2.4.0  about 3 days ago\nv2.3.1          v2.3.1  about 1 month ago\n"
           "v2.3.0          v2.3.0  about 2 months ago"),
    )
    T.pair("t47-ghtoken", "l-ghtoken-fish", "applied",
           "set -e GITHUB_TOKEN, the fish spelling the lesson names, ran before gh; no 401 before it")
    T.later(
        "l-ghtoken-envu", "/home/min/work/infra-scripts", "2025-05-13T03:00:00Z", "feature/rotate-keys",
        user("이 브랜치로 PR 만들어줘. 터미널에 예전 토큰이 export되어 있으니 조심해."),
        ok("env -u GITHUB_TOKEN gh pr create --fill --base main",
           "Creating pull request for feature/rotate-keys into main in acme/infra-scripts\n\n"
           "https://github.com/acme/infra-scripts/pull/91"),
    )
    T.pair("t47-ghtoken", "l-ghtoken-envu", "applied",
           "env -u GITHUB_TOKEN gh pr create, a spelling the lesson names; no Bad credentials before it")
    T.later(
        "l-ghtoken-pwsh", "C:\\Users\\min\\src", "2025-05-26T04:30:00Z", "HEAD",
        user("PowerShell에서 acme/portal 저장소를 gh로 clone해줘."),
        err("gh repo clone acme/portal", "HTTP 401: Bad credentials (https://api.github.com/graphql)\n"
            "Try authenticating with:  gh auth login"),
        ok("Get-ChildItem Env:GITHUB_TOKEN | Select-Object -ExpandProperty Name", "GITHUB_TOKEN"),
        ok("Remove-Item Env:GITHUB_TOKEN; gh repo clone acme/portal", "Cloning into 'portal'...\n"
           "Resolving deltas: 100% (5120/5120), done."),
    )
    T.pair("t47-ghtoken", "l-ghtoken-pwsh", "recurred",
           "in PowerShell gh failed with HTTP 401 Bad credentials from a stale GITHUB_TOKEN before it was removed")
    T.later(
        "l-ghtoken-ghtoken-api", "/home/min/work/site", "2025-06-09T01:15:00Z", "main",
        user("deploy/check-release.sh 돌려서 최신 릴리스 태그 확인해줘."),
        read("/home/min/work/site/deploy/check-release.sh",
             "#!/usr/bin/env bash\nexport GH_TOKEN=\"$(cat ~/.config/site-bot/token)\"\n"
             "gh api repos/acme/site/releases/latest --jq .tag_name\n"),
        err("bash deploy/check-release.sh", "gh: Bad credentials (HTTP 401)"),
        ok("gh auth status 2>&1 | head -4", "github.com\n  X Failed to log in to github.com account site-bot "
            "(GH_TOKEN)\n"
           "  - Active account: true\n  - The token in GH_TOKEN is invalid."),
    )
    T.pair("t47-ghtoken", "l-ghtoken-ghtoken-api", "recurred",
           "a stale GH_TOKEN exported by the script made gh api fail with Bad credentials (HTTP 401)")
    T.later(
        "l-ghtoken-403", "/home/min/work/site", "2025-06-16T05:00:00Z", "main",
        user("site 저장소에 DEPLOY_KEY 시크릿을 gh로 등록해줘."),
        err("gh secret set DEPLOY_KEY < ~/.ssh/site_deploy",
            "failed to fetch public key: HTTP 403: Resource not accessible by integration "
            "(https://api.github.com/repos/acme/site/actions/secrets/public-key)"),
        say("토큰은 유효하지만 GitHub App 토큰이라 시크릿 권한이 없습니다. 관리자 권한 계정으로 해야 합니다."),
    )
    T.pair("t47-ghtoken", "l-ghtoken-403", "neither",
           "HTTP 403 Resource not accessible by integration: a valid token lacking permission, a different error")
    T.later(
        "l-ghtoken-keyring", "/home/min/work/infra-scripts", "2025-06-23T02:40:00Z", "main",
        user("gh가 또 401이야. 이번엔 뭐지?"),
        err("gh pr list", "HTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  "
            "gh auth login"),
        ok("gh auth status; env | grep -c '^GH_TOKEN=\\|^GITHUB_TOKEN=' || true",
           "github.com\n  X Failed to log in to github.com account min-kim (keyring)\n  - Active account: true\n"
           "  - The token in keyring is invalid.\n  - To re-authenticate, run: gh auth login -h github.com\n0"),
        ok("gh auth login -h github.com -w", "✓ Authentication complete.\n✓ Logged in as min-kim"),
    )
    T.pair("t47-ghtoken", "l-ghtoken-keyring", "neither",
           "the same 401 but no token variable in the environment: the keyring login had expired, another cause")
    T.later(
        "l-ghtoken-before", "/home/min/work/infra-scripts", "2025-03-25T03:00:00Z", "main",
        user("gh 401 나는데 봐줘."),
        err("gh pr list", "HTTP 401: Bad credentials (https://api.github.com/graphql)"),
        ok("unset GITHUB_TOKEN; gh pr list", "Showing 1 of 1 open pull request in acme/infra-scripts"),
    )
    T.pair("t47-ghtoken", "l-ghtoken-before", "neither", "dated before the lesson's source session, so neither")


# --- rsync: protocol version mismatch -- is your shell clean? ----------------------------------------------

_MISMATCH = ("protocol version mismatch -- is your shell clean?\n(see the rsync man page for an explanation)\n"
             "rsync error: protocol incompatibility (code 2) at compat.c(622) [sender=3.2.7]")


def _shellclean() -> None:
    T.source(
        "s-shellclean", "/home/erik/site", "2025-04-10T14:00:00Z", "main",
        user("Deploy the built site to web-03 with rsync, like on the other hosts."),
        err("rsync -az public/ deploy@web-03:/srv/www/site/", _MISMATCH, 2),
        ok("ssh deploy@web-03 true | wc -c", "19"),
        ok("ssh deploy@web-03 'grep -n echo ~/.bashrc'", "118:echo \"Welcome to web-03!\""),
        say("rsync talks its protocol over the ssh channel; the remote .bashrc prints a greeting even for "
            "non-interactive shells, and those bytes corrupt the handshake. The greeting has to be limited to "
            "interactive shells."),
        ok("ssh deploy@web-03 \"sed -i '118s/^echo/[[ \\$- == *i* ]] \\&\\& echo/' ~/.bashrc && sed -n 118p ~/.bashrc "
           "&& true | wc -c\"", "[[ $- == *i* ]] && echo \"Welcome to web-03!\"\n0"),
        ok("rsync -az --stats public/ deploy@web-03:/srv/www/site/",
           "Number of files: 412 (reg: 380, dir: 32)\nTotal transferred file size: 9,812,004 bytes\n"
           "sent 1,204,331 bytes  received 2,118 bytes  482,579.60 bytes/sec"),
    )
    T.lesson(
        "t47-shellclean", "global", "en", "s-shellclean", "tool_quirk",
        "rsync's protocol version mismatch -- is your shell clean? comes from a remote rc file that prints",
        "`rsync ... host:path` fails at once with `protocol version mismatch -- is your shell clean?` and `rsync "
        "error: protocol incompatibility (code 2)`; scp and sftp to the same host fail with `Received message too "
        "long` followed by a number.",
        "Interactive `ssh host` works perfectly, and the error names protocol versions, so it looks like an "
        "rsync version difference between the two machines.",
        "rsync, scp and sftp speak a binary protocol over the ssh channel; a line printed by the remote shell's "
        "startup file (an echo, a banner, a tool's init message in ~/.bashrc, ~/.zshenv or ~/.cshrc) is read as "
        "protocol data.",
        "Make the remote startup files silent for non-interactive shells: put any output in ~/.bashrc behind a "
        "test that the shell is interactive (or return early near the top when it is not), or move it to the "
        "login-only profile file; a non-interactive ssh command to the host must then print nothing extra.",
        "`rsync -az public/ deploy@web-03:/srv/www/site/` failed with `protocol version mismatch -- is your shell "
        "clean?`; `ssh deploy@web-03 true | wc -c` printed `19`, from `118:echo \"Welcome to web-03!\"` in "
        "~/.bashrc; once line 118 read `[[ $- == *i* ]] && echo \"Welcome to web-03!\"` the rsync printed "
        "`Number of files: 412`.",
    )
    T.later(
        "l-shellclean-guard", "/home/erik/blog", "2025-05-01T15:00:00Z", "main",
        user("New box web-07 for the blog. deploy user exists. Sync public/ to /srv/www/blog."),
        ok("ssh deploy@web-07 'head -5 ~/.bashrc'",
           "# ~/.bashrc\nfortune -s\n[ -f ~/.bash_aliases ] && . ~/.bash_aliases\n"),
        say("fortune prints on every shell, including the non-interactive one rsync uses; guarding it first."),
        ok("ssh deploy@web-07 \"sed -i '2s/^fortune -s/[[ \\$- == *i* ]] \\&\\& fortune -s/' ~/.bashrc\" && "
           "ssh deploy@web-07 true | wc -c", "0"),
        ok("rsync -az public/ deploy@web-07:/srv/www/blog/", ""),
    )
    T.pair("t47-shellclean", "l-shellclean-guard", "applied",
           "the remote .bashrc output was put behind an interactive test before the first rsync; no mismatch")
    T.later(
        "l-shellclean-profile", "/Users/erik/photos", "2025-05-14T19:00:00Z", "HEAD",
        user("Back up ~/photos/2025 to the NAS (zsh here). The NAS shows a big banner when I log in."),
        ok("ssh erik@nas.lan 'grep -n motd ~/.bashrc'", "7:cat /etc/motd.nas"),
        say("Moving the banner to ~/.bash_profile so only login shells print it and rsync's channel stays clean."),
        ok("ssh erik@nas.lan \"sed -i '7d' ~/.bashrc && echo 'cat /etc/motd.nas' >> ~/.bash_profile\"", ""),
        ok("rsync -a --info=progress2 ~/photos/2025/ erik@nas.lan:/volume1/photos/2025/",
           "  4,812,330,112 100%   88.12MB/s    0:00:52 (xfr#1204, to-chk=0/1260)"),
    )
    T.pair("t47-shellclean", "l-shellclean-profile", "applied",
           "the banner was moved from ~/.bashrc to the login-only profile before rsync; no mismatch before")
    T.later(
        "l-shellclean-scp", "/home/erik/site", "2025-05-27T10:00:00Z", "main",
        user("Copy the nginx config to web-05 with scp."),
        err("scp deploy/nginx/site.conf deploy@web-05:/etc/nginx/conf.d/",
            "Received message too long 1466458484\nEnsure the remote shell produces no output for non-interactive "
            "sessions.", 255),
        ok("ssh deploy@web-05 'grep -n echo ~/.bashrc'", "92:echo \"conda base activated\""),
    )
    T.pair("t47-shellclean", "l-shellclean-scp", "recurred",
           "scp failed with Received message too long because the remote .bashrc echoes: the lesson's failure")
    T.later(
        "l-shellclean-make", "/home/erik/docs", "2025-06-10T16:00:00Z", "main",
        user("make deploy for the docs to docs-02."),
        read("/home/erik/docs/Makefile", "deploy: build\n\trsync -az --delete _site/ www@docs-02:/srv/docs/\n"),
        err("make deploy", "rsync -az --delete _site/ www@docs-02:/srv/docs/\n"
            "protocol version mismatch -- is your shell clean?\n(see the rsync man page for an explanation)\n"
            "rsync error: protocol incompatibility (code 2) at compat.c(622) [sender=3.2.7]\n"
            "make: *** [Makefile:2: deploy] Error 2", 2),
        ok("ssh www@docs-02 'cat ~/.zshenv'", "echo \"docs-02 ($(uptime -p))\""),
    )
    T.pair("t47-shellclean", "l-shellclean-make", "recurred",
           "make deploy's rsync hit protocol version mismatch from an echo in the remote ~/.zshenv")
    T.later(
        "l-shellclean-typo", "/home/erik/site", "2025-06-17T09:00:00Z", "main",
        user("Sync the staging build to web-03."),
        err("rsync -az publc/ deploy@web-03:/srv/www/staging/",
            "rsync: [sender] change_dir \"/home/erik/site/publc\" failed: No such file or directory (2)\n"
            "rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) "
            "[sender=3.2.7]", 23),
        ok("rsync -az public/ deploy@web-03:/srv/www/staging/", ""),
    )
    T.pair("t47-shellclean", "l-shellclean-typo", "neither",
           "rsync failed on a mistyped source directory (code 23): a different rsync error")
    T.later(
        "l-shellclean-noremote", "/home/erik/site", "2025-06-24T13:00:00Z", "main",
        user("Sync to the new minimal box web-09."),
        err("rsync -az public/ deploy@web-09:/srv/www/site/",
            "bash: line 1: rsync: command not found\nrsync: connection unexpectedly closed (0 bytes received so far) "
            "[sender]\nrsync error: error in rsync protocol data stream (code 12) at io.c(232) [sender=3.2.7]", 12),
        ok("ssh deploy@web-09 'sudo apt-get install -y rsync' && rsync -az public/ deploy@web-09:/srv/www/site/",
           "Setting up rsync (3.2.7-1) ..."),
    )
    T.pair("t47-shellclean", "l-shellclean-noremote", "neither",
           "rsync missing on the remote host (code 12): another cause and error, not a noisy shell")
    T.later(
        "l-shellclean-before", "/home/erik/site", "2025-03-27T14:00:00Z", "main",
        user("Deploy to web-03."),
        err("rsync -az public/ deploy@web-03:/srv/www/site/", _MISMATCH, 2),
        say("The remote shell prints something; I'll look at ~/.bashrc there."),
    )
    T.pair("t47-shellclean", "l-shellclean-before", "neither", "dated before the lesson's source session, so neither")


FILLS = [_npm402, _ghtoken, _shellclean]
