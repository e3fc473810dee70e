"""corpus40's scripted sessions, first part: acme.sh with lighttpd (Linux bash), Valkey replacing Redis (macOS zsh),
stylelint 16 (Linux bash, ANSI colour, file:line:col), oxlint beside ESLint (a fish user), a Nexus proxy for pip and
npm (Windows PowerShell 7, a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus40_common import ESC, REJECTED

E = ESC
ACME_TS = "[Tue Mar  4 10:{m} UTC 2025]"


def _acme(m: str, text: str) -> str:
    return f"{ACME_TS.format(m=m)} {text}"


S01 = [
    ("user", "acme.sh renews media.korvo.net fine but lighttpd keeps serving the old cert until I restart it by hand. "
             "DNS is on Cloudflare. Can you sort it out? Debian 12, lighttpd 1.4.69."),
    ("bash", "~/.acme.sh/acme.sh --list",
     "Main_Domain      KeyLength  SAN_Domains  CA               Created               Renew\n"
     "media.korvo.net  \"ec-256\"   no           LetsEncrypt.org  2024-12-03T09:14:55Z  2025-01-31T09:14:55Z", False),
    ("bash", "~/.acme.sh/acme.sh --issue --dns dns_cf -d media.korvo.net --server letsencrypt",
     "Exit code 1\n" + "\n".join([
         _acme("11:58", "Using CA: https://acme-v02.api.letsencrypt.org/directory"),
         _acme("11:59", "Creating domain key"),
         _acme("12:03", "You didn't specify a Cloudflare api key and email yet."),
         _acme("12:03", "You can get yours from here https://dash.cloudflare.com/profile."),
         _acme("12:03", "Error add txt for domain:_acme-challenge.media.korvo.net"),
         _acme("12:03", "Please add '--debug' or '--log' to check more details.")]), True),
    ("say", "The renewal has been failing quietly since January: the Cloudflare credentials were never saved to "
            "account.conf. acme.sh wants `CF_Token` (and `CF_Zone_ID` or `CF_Account_ID`) in the environment on the "
            "first issue; it stores them afterwards."),
    ("bash", "export CF_Token=\"$(cat ~/.secrets/cf_token)\" CF_Zone_ID=9f2c1e70b4d84c0aa1e3 && "
             "~/.acme.sh/acme.sh --issue --dns dns_cf -d media.korvo.net --server letsencrypt",
     "\n".join([
         _acme("13:40", "Using CA: https://acme-v02.api.letsencrypt.org/directory"),
         _acme("13:41", "Adding txt value: Kp3q0x2M1vWb9Yw_uU8rXo0T7cZ4 for domain:  _acme-challenge.media.korvo.net"),
         _acme("13:43", "The txt record is added: Success."),
         _acme("14:44", "Verifying: media.korvo.net"),
         _acme("14:49", "Success"),
         _acme("14:55", "Cert success."),
         _acme("14:55", "Your cert is in: /home/tomasz/.acme.sh/media.korvo.net_ecc/media.korvo.net.cer"),
         _acme("14:55", "Full chain certs is there: /home/tomasz/.acme.sh/media.korvo.net_ecc/fullchain.cer")]),
     False),
    ("bash", "grep -n 'ssl\\.' /etc/lighttpd/conf-enabled/10-ssl.conf",
     "3:ssl.engine = \"enable\"\n"
     "4:ssl.pemfile = \"/home/tomasz/.acme.sh/media.korvo.net_ecc/fullchain.cer\"\n"
     "5:ssl.privkey = \"/home/tomasz/.acme.sh/media.korvo.net_ecc/media.korvo.net.key\"", False),
    ("say", "lighttpd reads the files straight out of ~/.acme.sh, and nothing reloads it after a renewal, so the old "
            "cert stays in memory. The supported route is `--install-cert` with a `--reloadcmd`, which acme.sh "
            "remembers and runs on every renewal."),
    ("bash", "~/.acme.sh/acme.sh --install-cert -d media.korvo.net --ecc --key-file /etc/lighttpd/certs/media.key "
             "--fullchain-file /etc/lighttpd/certs/media.pem --reloadcmd \"sudo systemctl reload lighttpd\"",
     "Exit code 1\n" + "\n".join([
         _acme("19:40", "Installing key to: /etc/lighttpd/certs/media.key"),
         "cp: cannot create regular file '/etc/lighttpd/certs/media.key': No such file or directory",
         _acme("19:40", "Error, can not install key")]), True),
    ("bash", "sudo install -d -o tomasz -g www-data -m 750 /etc/lighttpd/certs && ls -ld /etc/lighttpd/certs",
     "drwxr-x--- 2 tomasz www-data 4096 Mar  4 10:20 /etc/lighttpd/certs", False),
    ("bash", "~/.acme.sh/acme.sh --install-cert -d media.korvo.net --ecc --key-file /etc/lighttpd/certs/media.key "
             "--fullchain-file /etc/lighttpd/certs/media.pem --reloadcmd \"sudo systemctl reload lighttpd\"",
     "\n".join([
         _acme("20:31", "Installing key to: /etc/lighttpd/certs/media.key"),
         _acme("20:31", "Installing full chain to: /etc/lighttpd/certs/media.pem"),
         _acme("20:31", "Run reload cmd: sudo systemctl reload lighttpd"),
         _acme("20:32", "Reload success")]), False),
    ("edit", "/etc/lighttpd/conf-enabled/10-ssl.conf",
     "ssl.pemfile = \"/home/tomasz/.acme.sh/media.korvo.net_ecc/fullchain.cer\"\n"
     "ssl.privkey = \"/home/tomasz/.acme.sh/media.korvo.net_ecc/media.korvo.net.key\"",
     "ssl.pemfile = \"/etc/lighttpd/certs/media.pem\"\nssl.privkey = \"/etc/lighttpd/certs/media.key\""),
    ("bash", "sudo lighttpd -tt -f /etc/lighttpd/lighttpd.conf && sudo systemctl reload lighttpd && echo | "
             "openssl s_client -connect media.korvo.net:443 -servername media.korvo.net 2>/dev/null | "
             "openssl x509 -noout -enddate",
     "notAfter=Jun  2 09:14:55 2025 GMT", False),
    ("user", "June 2nd, that's the fresh one. Perfect, thanks. Is the cron line still there?"),
    ("bash", "crontab -l | grep acme",
     "41 0 * * * \"/home/tomasz/.acme.sh\"/acme.sh --cron --home \"/home/tomasz/.acme.sh\" > /dev/null", False),
    ("say", "Yes: acme.sh's own cron entry runs daily at 00:41 and now also calls the saved reload command. If you "
            "want to see the reload fire without waiting, `~/.acme.sh/acme.sh --renew -d media.korvo.net --ecc "
            "--force` would do it, but it spends a Let's Encrypt issuance, so I left it."),
]

S02 = [
    ("user", "Switching my local Redis 7.4 to Valkey (brew). Copied my redis.conf over to valkey.conf (dir changed "
             "to the valkey one). "
             "Keep the data please, it's my dev cache with ~18k keys."),
    ("bash", "brew services stop redis && brew install valkey && cp /opt/homebrew/etc/redis.conf "
             "/opt/homebrew/etc/valkey.conf && brew services start valkey && sleep 1 && valkey-cli ping",
     "Exit code 1\nStopping `redis`... (might take a while)\n"
     "==> Successfully stopped `redis` (label: homebrew.mxcl.redis)\n"
     "==> Pouring valkey--8.0.1.arm64_sonoma.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/valkey/8.0.1: 14 files, 3.1MB\n"
     "==> Successfully started `valkey` (label: homebrew.mxcl.valkey)\n"
     "Could not connect to Valkey at 127.0.0.1:6379: Connection refused", True),
    ("bash", "tail -n 6 /opt/homebrew/var/log/valkey.log",
     "81244:M 04 Mar 2025 11:02:17.412 * Valkey version=8.0.1, bits=64, commit=00000000, modified=0, pid=81244\n"
     "81244:M 04 Mar 2025 11:02:17.413 * Configuration loaded\n"
     "81244:M 04 Mar 2025 11:02:17.415 # Module /opt/homebrew/lib/redisjson.so failed to load: "
     "dlopen(/opt/homebrew/lib/redisjson.so, 0x0002): tried: '/opt/homebrew/lib/redisjson.so' (no such file)\n"
     "81244:M 04 Mar 2025 11:02:17.415 # Can't load module from /opt/homebrew/lib/redisjson.so: server aborting",
     False),
    ("say", "The copied config still has `loadmodule /opt/homebrew/lib/redisjson.so`; Valkey aborts on a module it "
            "can't load. Commenting it out."),
    ("edit", "/opt/homebrew/etc/valkey.conf", "loadmodule /opt/homebrew/lib/redisjson.so",
     "# loadmodule /opt/homebrew/lib/redisjson.so  # RedisJSON is not built for Valkey"),
    ("bash", "brew services restart valkey && sleep 1 && valkey-cli ping && valkey-cli dbsize",
     "==> Successfully stopped `valkey` (label: homebrew.mxcl.valkey)\n"
     "==> Successfully started `valkey` (label: homebrew.mxcl.valkey)\nPONG\n(integer) 0", False),
    ("bash", "grep -n '^dir ' /opt/homebrew/etc/valkey.conf; ls -la /opt/homebrew/var/db/redis/",
     "512:dir /opt/homebrew/var/db/valkey/\ntotal 4312\n"
     "-rw-r--r--  1 jun  admin  2203561 Mar  4 10:58 dump.rdb", False),
    ("bash", "cp /opt/homebrew/var/db/redis/dump.rdb /opt/homebrew/var/db/valkey/ && brew services restart valkey "
             "&& sleep 1 && valkey-cli dbsize",
     "Exit code 1\n==> Successfully stopped `valkey` (label: homebrew.mxcl.valkey)\n"
     "==> Successfully started `valkey` (label: homebrew.mxcl.valkey)\n"
     "Could not connect to Valkey at 127.0.0.1:6379: Connection refused", True),
    ("bash", "grep -iE 'rdb|loading' /opt/homebrew/var/log/valkey.log | tail -n 2",
     "81502:M 04 Mar 2025 11:04:40.118 # Can't handle RDB format version 12\n"
     "81502:M 04 Mar 2025 11:04:40.118 # Fatal error loading the DB, check server logs. Exiting.", False),
    ("bash", "rm /opt/homebrew/var/db/valkey/dump.rdb && brew services restart valkey && sleep 1 && valkey-cli ping",
     "==> Successfully stopped `valkey` (label: homebrew.mxcl.valkey)\n"
     "==> Successfully started `valkey` (label: homebrew.mxcl.valkey)\nPONG", False),
    ("say", "Redis 7.4 writes RDB version 12, which Valkey 8.0 cannot read (it stops at 11). Copying the file across "
            "won't load, and DUMP/RESTORE payloads carry the same version, so the keys have to be re-written: start "
            "the old Redis on 6380 and copy each key with GET/SET (the cache only holds strings)."),
    ("write", "/Users/jun/bin/migrate-rdb.sh",
     "#!/bin/zsh\nset -e\n# start the old redis on 6380 with the v12 dump, then copy every string key into valkey\n"
     "redis-server --port 6380 --dir /opt/homebrew/var/db/redis --daemonize yes\n"
     "redis-cli -p 6380 --scan | while read k; do\n"
     "  valkey-cli SET \"$k\" \"$(redis-cli -p 6380 --raw GET \"$k\")\" > /dev/null\ndone\n"
     "redis-cli -p 6380 shutdown nosave\n"),
    ("say", "I wrote ~/bin/migrate-rdb.sh; it needs the redis formula still installed, which it is."),
    ("user", "ok, not now, I'll run it tomorrow. leave valkey running"),
]

SL_ERR = (f"{E}[4msrc/styles/main.scss{E}[24m\n"
          f"  12:3  {E}[31m✖{E}[39m  Unexpected unknown at-rule \"@include\"  {E}[2mat-rule-no-unknown{E}[22m\n"
          f"  40:5  {E}[31m✖{E}[39m  Unexpected unknown at-rule \"@use\"      {E}[2mat-rule-no-unknown{E}[22m\n"
          f"{E}[4msrc/styles/_buttons.scss{E}[24m\n"
          f"  7:14  {E}[31m✖{E}[39m  Unknown rule color-hex-case. Did you mean color-hex-length?  "
          f"{E}[2mcolor-hex-case{E}[22m\n\n"
          f"{E}[31m✖ 3 problems (3 errors, 0 warnings){E}[39m")

S03 = [
    ("user", "Bumped stylelint 15 -> 16 in the shop frontend and `npm run lint:css` blows up. package.json has "
             "\"type\": \"module\". Fix it without turning rules off wholesale."),
    ("bash", "npm run lint:css",
     "Exit code 1\n\n> shop-web@3.2.0 lint:css\n> stylelint \"src/**/*.scss\"\n\n"
     "ReferenceError: module is not defined in ES module scope\n"
     "This file is being treated as an ES module because it has a '.js' file extension and "
     "'/home/ines/shop-web/package.json' contains \"type\": \"module\". To treat it as a CommonJS script, rename it "
     "to use the '.cjs' file extension.\n    at file:///home/ines/shop-web/.stylelintrc.js:1:1", True),
    ("bash", "git mv .stylelintrc.js .stylelintrc.cjs && npm run lint:css",
     "Exit code 2\n\n> shop-web@3.2.0 lint:css\n> stylelint \"src/**/*.scss\"\n\n" + SL_ERR, True),
    ("bash", "cat .stylelintrc.cjs",
     "module.exports = {\n  extends: ['stylelint-config-standard'],\n  rules: {\n    'color-hex-case': 'lower',\n"
     "    'selector-class-pattern': null,\n  },\n};", False),
    ("say", "Two separate things. stylelint 16 dropped the stylistic rules (`color-hex-case` is one), so it is an "
            "unknown rule now; and plain `stylelint-config-standard` does not know SCSS at-rules. The SCSS variant "
            "brings postcss-scss and swaps `at-rule-no-unknown` for `scss/at-rule-no-unknown`."),
    ("bash", "npm i -D stylelint-config-standard-scss@14",
     "\nadded 4 packages, changed 1 package, and audited 812 packages in 3s\n\n"
     "found 0 vulnerabilities", False),
    ("edit", "/home/ines/shop-web/.stylelintrc.cjs",
     "  extends: ['stylelint-config-standard'],\n  rules: {\n    'color-hex-case': 'lower',\n",
     "  extends: ['stylelint-config-standard-scss'],\n  rules: {\n"),
    ("bash", "npm run lint:css; echo \"exit=$?\"",
     "\n> shop-web@3.2.0 lint:css\n> stylelint \"src/**/*.scss\"\n\nexit=0", False),
    ("user", "nice. CI uses `npx stylelint --formatter github`, does that still exist?"),
    ("bash", "npx stylelint \"src/**/*.scss\" --formatter github; echo \"exit=$?\"",
     f"{E}[33mThe \"github\" formatter is deprecated. Please use the \"--formatter=compact\" with "
     f"GitHub Actions problem matchers instead.{E}[39m\nexit=0", False),
    ("say", "It still runs in 16 but prints a deprecation warning; it will be removed in 17. Switching CI to "
            "`--formatter compact` plus a problem matcher is the forward-compatible route."),
]

OX_WARN = ("  ⚠ eslint(no-unused-vars): Variable 'tmp' is declared but never used.\n"
           "    ╭─[src/cart/total.ts:14:9]\n 13 │   const items = cart.lines;\n"
           " 14 │   let tmp = 0;\n    ·       ─┬─\n    ·        ╰── 'tmp' is declared here\n    ╰────\n"
           "  ⚠ eslint(no-unused-vars): Parameter 'ctx' is declared but never used.\n"
           "    ╭─[src/api/client.ts:31:27]\n"
           "  ⚠ eslint-plugin-unicorn(no-useless-spread): Using a spread operator here creates a new array "
           "unnecessarily.\n    ╭─[src/cart/merge.ts:9:18]\n\nFound 3 warnings and 0 errors.\n"
           "Finished in 21ms on 212 files with 97 rules using 8 threads.")

S04 = [
    ("user", "I use fish. Add oxlint in front of eslint so the fast pass runs first, and stop eslint from "
             "double-reporting what oxlint already checks."),
    ("bash", "npm i -D oxlint@0.15 eslint-plugin-oxlint@0.15",
     "\nadded 3 packages, and audited 655 packages in 2s\n\nfound 0 vulnerabilities", False),
    ("bash", "npx oxlint --deny-warnings src", "Exit code 1\n" + OX_WARN, True),
    ("say", "`--deny-warnings` turns the three warnings into a non-zero exit, which is what we want in pre-push. "
            "I'll add an .oxlintrc.json so the unicorn plugin is explicit."),
    ("bash", "cat <<EOF > .oxlintrc.json\n{ \"plugins\": [\"typescript\", \"unicorn\"] }\nEOF",
     "Exit code 127\nfish: Expected a string, but found a redirection\ncat <<EOF > .oxlintrc.json\n     ^", True),
    ("write", "/home/noor/code/cartwheel/.oxlintrc.json",
     "{\n  \"plugins\": [\"typescript\", \"unicorn\"],\n  \"rules\": { \"no-unused-vars\": \"warn\" }\n}\n"),
    ("bash", "npx oxlint -c .oxlintrc.json src 2>&1 | tail -n 2",
     "Found 3 warnings and 0 errors.\nFinished in 19ms on 212 files with 101 rules using 8 threads.", False),
    ("edit", "/home/noor/code/cartwheel/eslint.config.js",
     "import tseslint from 'typescript-eslint';\n",
     "import tseslint from 'typescript-eslint';\nimport { configs as oxlint } from 'eslint-plugin-oxlint';\n"),
    ("edit", "/home/noor/code/cartwheel/eslint.config.js",
     "  ...tseslint.configs.recommended,\n",
     "  ...tseslint.configs.recommended,\n  oxlint['flat/recommended'],\n"),
    ("bash", "npx eslint src",
     "Exit code 2\n\nOops! Something went wrong! :(\n\nESLint: 9.17.0\n\n"
     "TypeError: Cannot read properties of undefined (reading 'flat/recommended')\n"
     "    at file:///home/noor/code/cartwheel/eslint.config.js:9:9", True),
    ("say", "eslint-plugin-oxlint only has a default export; the named `configs` import is undefined."),
    ("edit", "/home/noor/code/cartwheel/eslint.config.js",
     "import { configs as oxlint } from 'eslint-plugin-oxlint';\n",
     "import oxlint from 'eslint-plugin-oxlint';\n"),
    ("bash", "npx eslint src; echo \"exit=$status\"",
     "\n/home/noor/code/cartwheel/src/api/client.ts\n  44:7  warning  Unexpected any. Specify a different type  "
     "@typescript-eslint/no-explicit-any\n\n✖ 1 problem (0 errors, 1 warning)\n\nexit=0", False),
    ("user", "good. the unused-vars ones only come from oxlint now, right?"),
    ("say", "Right: `flat/recommended` from eslint-plugin-oxlint switches off every ESLint rule oxlint implements, "
            "so `no-unused-vars` only reports from oxlint; eslint's remaining warning is a typescript-eslint rule "
            "oxlint doesn't cover."),
]

NEXUS_PIP = "https://nexus.corp.lan/repository/pypi-proxy/simple"
S05 = [
    ("user", "New laptop (Windows 11, PowerShell 7). Point pip and npm at our Nexus: pypi proxy is "
             f"{NEXUS_PIP}, npm group is https://nexus.corp.lan/repository/npm-group/ . The corp root CA is at "
             "C:\\ProgramData\\corp\\corp-root.pem."),
    ("bash", f"pip config set global.index-url {NEXUS_PIP}",
     "Writing to C:\\Users\\amara\\AppData\\Roaming\\pip\\pip.ini", False),
    ("bash", "pip install httpx==0.27.2",
     "Exit code 1\nLooking in indexes: " + NEXUS_PIP + "\n"
     "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
     "broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: "
     "unable to get local issuer certificate (_ssl.c:1000)'))': /repository/pypi-proxy/simple/httpx/\n"
     "ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)\n"
     "ERROR: No matching distribution found for httpx==0.27.2", True),
    ("bash", "pip config set global.trusted-host nexus.corp.lan", REJECTED, True),
    ("user", "No trusted-host, that just turns TLS checking off. Use the CA file."),
    ("bash", "pip config set global.cert C:\\ProgramData\\corp\\corp-root.pem; pip install httpx==0.27.2",
     "Writing to C:\\Users\\amara\\AppData\\Roaming\\pip\\pip.ini\nLooking in indexes: " + NEXUS_PIP + "\n"
     "Collecting httpx==0.27.2\n  Downloading https://nexus.corp.lan/repository/pypi-proxy/packages/httpx/0.27.2/"
     "httpx-0.27.2-py3-none-any.whl (76 kB)\nSuccessfully installed anyio-4.8.0 certifi-2025.1.31 h11-0.14.0 "
     "httpcore-1.0.7 httpx-0.27.2 idna-3.10 sniffio-1.3.1", False),
    ("bash", "npm config set registry https://nexus.corp.lan/repository/npm-group/; "
             "npm config set cafile C:\\ProgramData\\corp\\corp-root.pem; npm ci",
     "Exit code 1\nnpm error code E401\nnpm error Unable to authenticate, need: BASIC realm=\"Sonatype Nexus "
     "Repository Manager\"\nnpm error A complete log of this run can be found in: "
     "C:\\Users\\amara\\AppData\\Local\\npm-cache\\_logs\\2025-03-04T09_41_07_118Z-debug-0.log", True),
    ("bash", "$pair = \"amara:$env:NEXUS_PW\"; "
             "$b64 = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($pair)); "
             "npm config set \"//nexus.corp.lan/repository/npm-group/:_auth\" $b64; npm ci",
     "Exit code 1\nnpm error code E401\nnpm error Unable to authenticate, need: BASIC realm=\"Sonatype Nexus "
     "Repository Manager\"\nnpm error A complete log of this run can be found in: "
     "C:\\Users\\amara\\AppData\\Local\\npm-cache\\_logs\\2025-03-04T09_43_52_604Z-debug-0.log", True),
    ("say", "Still 401 with Basic credentials. On our Nexus the npm repos only accept tokens from the "
            "\"npm Bearer Token Realm\"; if that realm is not active under Security → Realms, `_auth` and "
            "`npm login` are both refused. Could someone with admin rights check it?"),
    ("user", "Asked Piotr, he activated npm Bearer Token Realm just now."),
    ("bash", "npm login --registry=https://nexus.corp.lan/repository/npm-group/ --auth-type=legacy "
             "--username amara --password $env:NEXUS_PW --email amara@corp.lan; npm ci",
     "npm notice Log in on https://nexus.corp.lan/repository/npm-group/\n"
     "Logged in on https://nexus.corp.lan/repository/npm-group/.\n\nadded 1184 packages, and audited 1185 packages "
     "in 38s\n\n142 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities", False),
    ("bash", "Get-Content $env:USERPROFILE\\.npmrc",
     "registry=https://nexus.corp.lan/repository/npm-group/\ncafile=C:\\ProgramData\\corp\\corp-root.pem\n"
     "//nexus.corp.lan/repository/npm-group/:_auth=(protected)\n"
     "//nexus.corp.lan/repository/npm-group/:_authToken=NpmToken.5c1e…(protected)", False),
    ("say", "Both entries are in %USERPROFILE%\\.npmrc now; the `_authToken` from `npm login` is what Nexus "
            "accepts. You can delete the `_auth` line if you like."),
]

SOURCES = {
    "s01-acme-lighttpd": ("/home/tomasz/srv/edge", "2025-03-04T10:11:00Z", "main", S01),
    "s02-valkey-brew": ("/Users/jun/dev/cachelab", "2025-03-04T11:00:00Z", "main", S02),
    "s03-stylelint16": ("/home/ines/shop-web", "2025-03-05T08:30:00Z", "chore/stylelint-16", S03),
    "s04-oxlint-fish": ("/home/noor/code/cartwheel", "2025-03-05T13:15:00Z", "lint/oxlint", S04),
    "s05-nexus-pwsh": ("C:\\Users\\amara\\src\\portal", "2025-03-04T09:30:00Z", "main", S05),
}
