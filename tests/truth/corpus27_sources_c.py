"""Scripted sessions of corpus27, part three: cargo-fuzz on macOS zsh, rbenv and Capistrano on macOS zsh, a Verdaccio
registry with pm2 on Linux, Hardhat with ethers v6 in Windows PowerShell 5.1."""
from __future__ import annotations

FUZZ_TARGET = """#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(s) = std::str::from_utf8(data) {
        let _ = tiny_toml::parse(s);
    }
});
"""

FUZZ_STABLE = """Exit code 1
error: the option `Z` is only accepted on the nightly compiler

help: consider switching to a nightly toolchain: `rustup default nightly`

error: could not compile `tiny-toml` (lib)
Error: failed to build fuzz script: ASAN_OPTIONS="detect_odr_violation=0" RUSTFLAGS="-Cpasses=sancov-module \
-Cllvm-args=-sanitizer-coverage-level=4 -Zsanitizer=address" "cargo" "build" "--manifest-path" \
"/Users/ellen/src/tiny-toml/fuzz/Cargo.toml" "--target" "aarch64-apple-darwin" "--release" "--bin" "parse_doc\""""

CRASH = "fuzz/artifacts/parse_doc/crash-6f1d0c3b9a2e44e1c0bb7f5f0d0d9a1e2c3b4d5e"

FUZZ_CRASH = f"""Exit code 1
INFO: Running with entropic power schedule (0xFF, 100).
INFO: Seed: 2916604427
#2	INITED cov: 312 ft: 313 corp: 1/1b exec/s: 0 rss: 38Mb
#48211	NEW    cov: 988 ft: 2411 corp: 162/4019b lim: 43 exec/s: 48211 rss: 61Mb
thread '<unnamed>' panicked at src/lexer.rs:88:29:
byte index 3 is not a char boundary; it is inside 'é' (bytes 2..4) of `a="é`
==41377== ERROR: libFuzzer: deadly signal
artifact_prefix='/Users/ellen/src/tiny-toml/fuzz/artifacts/parse_doc/'; Test unit written to \
/Users/ellen/src/tiny-toml/{CRASH}"""

S09 = ("/Users/ellen/src/tiny-toml", "2026-12-11T08:55:00Z", "fuzz", [
    ("user", "add a cargo-fuzz target for the parser and run it for a minute"),
    ("bash", "cargo install cargo-fuzz", "  Installed package `cargo-fuzz v0.12.0` (executable `cargo-fuzz`)", False),
    ("bash", "cargo fuzz init && cargo fuzz add parse_doc", "", False),
    ("write", "/Users/ellen/src/tiny-toml/fuzz/fuzz_targets/parse_doc.rs", FUZZ_TARGET),
    ("bash", "cargo fuzz run parse_doc", FUZZ_STABLE, True),
    ("say", "cargo-fuzz passes -Zsanitizer=address, which only nightly accepts. I'll run it through the nightly "
            "toolchain for this command only, without changing your default."),
    ("bash", "cargo +nightly fuzz run parse_doc -- -max_total_time=60", FUZZ_CRASH, True),
    ("say", "Found a crash in 48k runs: the lexer slices one byte at a time and lands inside the two-byte 'é'. "
            "Minimising the input first."),
    ("bash", f"cargo +nightly fuzz tmin parse_doc {CRASH}",
     "CRASH_MIN: minimizing crash input: 'fuzz/artifacts/parse_doc/crash-6f1d0c3b9a2e44e1c0bb7f5f0d0d9a1e2c3b4d5e' "
     "(5 bytes)\nCRASH_MIN: failed to minimize beyond "
     "'fuzz/artifacts/parse_doc/minimized-from-8c0d71a2f4' (3 bytes), exiting", False),
    ("tool", "Read", {"file_path": "/Users/ellen/src/tiny-toml/src/lexer.rs", "offset": 80, "limit": 15},
     "    80\t    fn next_char(&mut self) -> Option<&str> {\n    81\t        if self.pos >= self.src.len() {\n"
     "    82\t            return None;\n    83\t        }\n    88\t        let ch = &self.src[self.pos..self.pos + 1];\n"
     "    89\t        self.pos += 1;\n    90\t        Some(ch)", False),
    ("edit", "/Users/ellen/src/tiny-toml/src/lexer.rs",
     "        let ch = &self.src[self.pos..self.pos + 1];\n        self.pos += 1;\n",
     "        let len = self.src[self.pos..].chars().next()?.len_utf8();\n"
     "        let ch = &self.src[self.pos..self.pos + len];\n        self.pos += len;\n"),
    ("bash", f"cargo +nightly fuzz run parse_doc {CRASH}",
     "INFO: Running with entropic power schedule (0xFF, 100).\nINFO: Seed: 3310958821\n"
     f"Running: {CRASH}\nExecuted {CRASH} in 0 ms\n***\n*** NOTE: fuzzing was not performed, you have only\n"
     "***       executed the target code on a fixed set of inputs.\n***", False),
    ("bash", "cargo test", "running 41 tests\n.........................................\n"
                           "test result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in "
                           "0.03s", False),
    ("user", "good. can you make it run nightly in CI for 5 minutes?"),
    ("write", "/Users/ellen/src/tiny-toml/.github/workflows/fuzz.yml",
     "name: fuzz\non:\n  schedule:\n    - cron: '17 3 * * *'\njobs:\n  fuzz:\n    runs-on: ubuntu-latest\n"
     "    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@nightly\n"
     "      - run: cargo install cargo-fuzz\n      - run: cargo fuzz run parse_doc -- -max_total_time=300\n"),
    ("say", "Added .github/workflows/fuzz.yml. Next I'd turn the crash input into a regression test in "
            "tests/lexer_regressions.rs so plain `cargo test` catches it without nightly."),
    ("user", "thanks, that's it for today"),
])

RUBY_BUILD = """Exit code 1
ruby-build: using openssl@3 from homebrew
Downloading ruby-3.3.5.tar.gz...
-> https://cache.ruby-lang.org/pub/ruby/3.3/ruby-3.3.5.tar.gz
Installing ruby-3.3.5...
ruby-build: using readline from homebrew

BUILD FAILED (macOS 15.1 on arm64 using ruby-build 20241030)

Inspect or clean up the working tree at /var/folders/5k/q1x2/T/ruby-build.20261211101233.51234.Xa9
Results logged to /var/folders/5k/q1x2/T/ruby-build.20261211101233.51234.log

Last 10 log lines:
*** Following extensions are not compiled:
psych:
	Could not be configured. It will not be installed.
	Check ext/psych/mkmf.log for more details."""

CAP_HOST = "deploy@staging-1.billing.internal"

CAP_GIT = f"""Exit code 1
00:00 git:wrapper
      01 mkdir -p /tmp
    ✔ 01 {CAP_HOST} 0.212s
00:01 git:check
      01 git ls-remote git@github.com:acme/billing-rails.git HEAD
      01 git@github.com: Permission denied (publickey).
      01 fatal: Could not read from remote repository.
SSHKit::Runner::ExecuteError: Exception while executing as {CAP_HOST}: git exit status: 128"""

CAP_LINKED = f"""Exit code 1
00:01 git:check
    ✔ 01 {CAP_HOST} 0.598s
00:03 deploy:check:linked_files
      ERROR linked file /var/www/billing/shared/config/master.key does not exist on staging-1.billing.internal"""

CAP_OK = f"""00:41 deploy:assets:precompile
      01 ~/.rbenv/bin/rbenv exec bundle exec rake assets:precompile
    ✔ 01 {CAP_HOST} 38.114s
00:52 deploy:log_revision
      01 echo "Branch main (at 4e1a9c2) deployed as release 20261211103955 by tomasz" >> /var/www/billing/revisions.log
    ✔ 01 {CAP_HOST} 0.118s"""

S10 = ("/Users/tomasz/work/billing-rails", "2026-12-11T10:05:00Z", "deploy-fix", [
    ("user", "need to deploy billing to staging with cap but my ruby is broken after the macOS update"),
    ("bash", "ruby -v && bundle -v",
     "Exit code 1\nrbenv: version `3.3.5' is not installed (set by /Users/tomasz/work/billing-rails/.ruby-version)",
     True),
    ("bash", "rbenv install 3.3.5", RUBY_BUILD, True),
    ("say", "psych needs libyaml, which isn't installed via Homebrew any more on this Mac. Installing it and "
            "building again."),
    ("bash", "brew install libyaml && rbenv install 3.3.5",
     "==> Pouring libyaml--0.2.5.arm64_sequoia.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/libyaml/0.2.5: 11 files, "
     "354.6KB\nruby-build: using openssl@3 from homebrew\nInstalling ruby-3.3.5...\nruby-build: using libyaml from "
     "homebrew\nInstalled ruby-3.3.5 to /Users/tomasz/.rbenv/versions/3.3.5", False),
    ("bash", "bundle install", "Bundle complete! 48 Gemfile dependencies, 131 gems now installed.", False),
    ("bash", "bundle exec cap staging deploy", CAP_GIT, True),
    ("say", "The server clones from GitHub with your key through agent forwarding. Checking the local agent."),
    ("bash", "ssh-add -l", "Exit code 1\nThe agent has no identities.", True),
    ("bash", "ssh-add --apple-use-keychain ~/.ssh/id_ed25519",
     "Identity added: /Users/tomasz/.ssh/id_ed25519 (tomasz@acme.io)", False),
    ("bash", "bundle exec cap staging deploy  # key loaded", CAP_GIT, True),
    ("bash", "grep -n ssh_options config/deploy/staging.rb",
     '7:set :ssh_options, { forward_agent: false, user: "deploy" }', False),
    ("edit", "/Users/tomasz/work/billing-rails/config/deploy/staging.rb", "forward_agent: false",
     "forward_agent: true"),
    ("bash", "bundle exec cap staging deploy  # forward_agent", CAP_LINKED, True),
    ("say", "git:check passes now. The shared master.key was never put on this server; uploading it."),
    ("bash", f"scp config/master.key {CAP_HOST}:/var/www/billing/shared/config/master.key",
     "master.key                                    100%   32     1.1KB/s   00:00", False),
    ("bash", "bundle exec cap staging deploy  # master.key uploaded", CAP_OK, False),
    ("user", "deployed 👌 thanks"),
])

S11 = ("/home/lena/projects/notify-svc", "2026-12-12T09:30:00Z", "main", [
    ("user", "publish @acme/notify-client 1.4.0 and @acme/notify-templates to our verdaccio (http://npm.acme.lan:4873) "
             "and then restart the notify service under pm2 with the new SMTP_HOST from .env"),
    ("bash", "cd packages/client && npm publish",
     "Exit code 1\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest and default access\n"
     "npm error code E404\nnpm error 404 Not Found - PUT https://registry.npmjs.org/@acme%2fnotify-client - Not "
     "found\nnpm error 404\nnpm error 404  '@acme/notify-client@1.4.0' is not in this registry.", True),
    ("say", "It went to the public registry. Scoped packages need `@acme:registry` pointing at Verdaccio."),
    ("bash", "npm config set @acme:registry http://npm.acme.lan:4873/ --location=project && cd packages/client && "
             "npm publish",
     "Exit code 1\nnpm notice Publishing to http://npm.acme.lan:4873/ with tag latest and default access\n"
     "npm error code E401\nnpm error 401 Unauthorized - PUT http://npm.acme.lan:4873/@acme%2fnotify-client - "
     "authorization required", True),
    ("say", "Verdaccio wants a login before publishing, and `npm login` prompts for a password, so it has to run in "
            "your terminal: npm login --registry http://npm.acme.lan:4873/"),
    ("user", "logged in"),
    ("bash", "cd packages/client && npm publish  # after login",
     "npm notice Publishing to http://npm.acme.lan:4873/ with tag latest and default access\n"
     "+ @acme/notify-client@1.4.0", False),
    ("bash", "cd packages/templates && npm publish",
     "Exit code 1\nnpm notice package size: 14.2 MB\nnpm notice unpacked size: 41.8 MB\nnpm error code E413\n"
     "npm error 413 Request Entity Too Large - PUT http://npm.acme.lan:4873/@acme%2fnotify-templates", True),
    ("say", "That 413 comes from the nginx in front of Verdaccio (Verdaccio's own limit answers in JSON). Raising "
            "`client_max_body_size 64m;` in the registry's nginx site and `max_body_size: 64mb` in Verdaccio's "
            "config.yaml would let it through; I don't have access to npm.acme.lan."),
    ("user", "I'll ask infra. do the pm2 part"),
    ("bash", "pm2 restart notify",
     "[PM2] Applying action restartProcessId on app [notify](ids: [ 0, 1 ])\n[PM2] [notify](0) ✓\n"
     "[PM2] [notify](1) ✓", False),
    ("bash", "pm2 env 0 | grep SMTP_HOST", "SMTP_HOST: smtp-old.acme.lan", False),
    ("say", "pm2 restart reuses the environment captured when the app was first started, so the new .env value "
            "isn't picked up. The ecosystem file has to be re-read: `pm2 startOrReload ecosystem.config.js "
            "--update-env`."),
    ("user", "hold on, don't reload prod notify now, it's sending the invoice batch. do it after 18:00"),
    ("bash", "git add .npmrc && git commit -m 'Point @acme scope at Verdaccio'",
     "[main 51d0e2a] Point @acme scope at Verdaccio\n 1 file changed, 1 insertion(+)", False),
])

HH_DEPLOYED = """Exit code 1


  Escrow
    1) "before each" hook for "releases funds to the seller"


  0 passing (1s)
  1 failing

  1) Escrow
       "before each" hook for "releases funds to the seller":
     TypeError: escrow.deployed is not a function
      at Context.<anonymous> (test\\Escrow.test.js:14:18)"""

HH_ADD = """Exit code 1

  Escrow
    ✔ releases funds to the seller
    1) refunds the buyer after the deadline


  1 passing (2s)
  1 failing

  1) Escrow
       refunds the buyer after the deadline:
     TypeError: Cannot read properties of undefined (reading 'add')
      at Context.<anonymous> (test\\Escrow.test.js:41:52)"""

HH_TEST = "C:\\Users\\priya\\code\\escrow-contracts\\test\\Escrow.test.js"

S12 = ("C:\\Users\\priya\\code\\escrow-contracts", "2026-12-12T13:10:00Z", "ethers-v6", [
    ("user", "tests broke after I bumped to hardhat-toolbox 5 / ethers v6. fix please (Windows PowerShell 5.1)"),
    ("bash", "npx hardhat test", HH_DEPLOYED, True),
    ("say", "ethers v6 removed `.deployed()`; it's `waitForDeployment()` now."),
    ("edit", HH_TEST, "await escrow.deployed();", "await escrow.waitForDeployment();"),
    ("bash", "npx hardhat test  # waitForDeployment", HH_ADD, True),
    ("say", "Second v6 change: BigNumber is gone, values are native bigint, so `.add` doesn't exist."),
    ("edit", HH_TEST, "const refund = price.add(fee);", "const refund = price + fee;"),
    ("bash", "npx hardhat test  # bigint",
     "\n  Escrow\n    ✔ releases funds to the seller\n    ✔ refunds the buyer after the deadline (48ms)\n\n"
     "  2 passing (2s)", False),
    ("user", "nice. also the deploy script: npx hardhat run scripts/deploy.js --network sepolia says HH8"),
    ("bash", "npx hardhat run scripts/deploy.js --network sepolia",
     "Exit code 1\nError HH8: There's one or more errors in your config file:\n\n  * Invalid account: #0 for "
     "network: sepolia - Expected string, received undefined\n\nTo learn more about Hardhat's configuration, "
     "please go to https://hardhat.org/config/", True),
    ("say", "SEPOLIA_PRIVATE_KEY isn't set in this shell, so `accounts: [process.env.SEPOLIA_PRIVATE_KEY]` holds "
            "undefined. Hardhat's configuration variables keep it out of the environment: `npx hardhat vars set "
            "SEPOLIA_PRIVATE_KEY`, and the config reads `vars.get(\"SEPOLIA_PRIVATE_KEY\")`. Switch the config?"),
    ("user", "yes switch it, I'll set the var myself"),
    ("edit", "C:\\Users\\priya\\code\\escrow-contracts\\hardhat.config.js",
     "accounts: [process.env.SEPOLIA_PRIVATE_KEY]", "accounts: [vars.get(\"SEPOLIA_PRIVATE_KEY\")]"),
    ("edit", "C:\\Users\\priya\\code\\escrow-contracts\\hardhat.config.js",
     "require(\"@nomicfoundation/hardhat-toolbox\");",
     "require(\"@nomicfoundation/hardhat-toolbox\");\nconst { vars } = require(\"hardhat/config\");"),
    ("user", "btw the README badge link is wrong, point it at the ethers-v6 branch"),
    ("edit", "C:\\Users\\priya\\code\\escrow-contracts\\README.md", "branch=main", "branch=ethers-v6"),
    ("user", "perfect"),
])

SESSIONS = {"s09-fuzz": S09, "s10-capistrano": S10, "s11-verdaccio": S11, "s12-hardhat": S12}
