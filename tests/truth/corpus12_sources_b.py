"""Scripted sessions of the twelfth corpus (part b): Perl/cpanm with local::lib, pnpm workspaces, Yarn PnP."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

INC_ERR = """Exit code 2
Can't locate Mojo/Base.pm in @INC (you may need to install the Mojo::Base module) (@INC entries checked: /etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.38.2 /usr/local/share/perl/5.38.2 /usr/lib/x86_64-linux-gnu/perl5/5.38 /usr/share/perl5 /usr/lib/x86_64-linux-gnu/perl-base /usr/lib/x86_64-linux-gnu/perl/5.38 /usr/share/perl/5.38 /usr/local/lib/site_perl) at script/shelfapp line 4.
BEGIN failed--compilation aborted at script/shelfapp line 4."""


def cpanm() -> tuple[str, str, str, list]:
    return ("/home/rosa/shelfapp", "2026-12-04T11:00:00Z", "main", [
        ("user", "set up the deps for shelfapp (cpanfile) and get `prove -lr t/` running. no sudo for cpan stuff please"),
        ("bash", "cpanm --installdeps . 2>&1 | tail -n 6", "--> Working on DBD::Pg\nFetching "
         "http://www.cpan.org/authors/id/T/TU/TURNSTEP/DBD-Pg-3.18.0.tar.gz ... OK\nConfiguring DBD-Pg-3.18.0 ... "
         "N/A\n! Configure failed for DBD-Pg-3.18.0. See /home/rosa/.cpanm/work/1733310123.48211/build.log for "
         "details.\n! Installing the dependencies failed: Module 'DBD::Pg' is not installed\n! Bailing out the "
         "installation for .", False),
        ("bash", "grep -m3 -i pg_config ~/.cpanm/latest-build/build.log", "Path to pg_config? \nNo pg_config found. "
         "Can't exec \"pg_config\": No such file or directory at Makefile.PL line 71.", False),
        ("user", "ok apt is fine for system libs, go ahead"),
        ("bash", "sudo apt-get install -y libpq-dev", "Setting up libpq-dev (16.4-0ubuntu0.24.04.2) ...", False),
        ("bash", "cpanm --installdeps . 2>&1 | tail -n 3", "Building and testing DBD-Pg-3.18.0 ... OK\nSuccessfully "
         "installed DBD-Pg-3.18.0\n<== Installed dependencies for .. Finishing.", False),
        ("bash", "perl script/shelfapp routes", INC_ERR, True),
        ("say", "cpanm without root installed into ~/perl5 (local::lib), which isn't on @INC in this shell."),
        ("bash", "eval \"$(perl -I$HOME/perl5/lib/perl5 -Mlocal::lib)\" && perl script/shelfapp routes",
         "/            GET   index\n/books       GET   books\n/books/:id   GET   book\n/api/books   POST  "
         "apibooks", False),
        ("edit", "/home/rosa/.bashrc", "# >>> user paths >>>\n",
         "# >>> user paths >>>\neval \"$(perl -I$HOME/perl5/lib/perl5 -Mlocal::lib)\"\n"),
        ("say", "Added the local::lib line to ~/.bashrc, so new shells get @INC right. Running the tests now."),
        ("bash", "prove -lr t/", "t/00-load.t ........ \nCan't locate Mojo/Base.pm in @INC (you may need to install "
         "the Mojo::Base module) (@INC entries checked: lib /etc/perl ...) at lib/Shelf.pm line 2.\n"
         "t/00-load.t ........ Dubious, test returned 2 (wstat 512, 0x200)\nFailed 1/1 subtests\n"
         "Files=6, Tests=1,  0 wallclock secs\nResult: FAIL", True),
        ("say", "Still not found: these Bash calls run a non-interactive bash, which never reads ~/.bashrc. The "
         "reliable fix is setting PERL5LIB in the Makefile's test target (or `prove -I$HOME/perl5/lib/perl5`). Shall "
         "I add `export PERL5LIB := $(HOME)/perl5/lib/perl5` to the Makefile?"),
        ("user", "leave the makefile, I'll run prove from my terminal. thanks for the DBD::Pg thing"),
    ])


def pnpm() -> tuple[str, str, str, list]:
    return ("/home/sam/acme", "2026-12-04T13:30:00Z", "web-ui-kit", [
        ("user", "apps/web can't build after I moved Button into packages/ui. also CI is red on install. help"),
        ("bash", "pnpm --filter @acme/web build", "Exit code 1\n> @acme/web@0.3.0 build /home/sam/acme/apps/web\n> vite "
         "build\n\nvite v5.4.11 building for production...\n✗ Build failed in 412ms\nerror during build:\n[vite]: "
         "Rollup failed to resolve import \"@acme/ui\" from \"/home/sam/acme/apps/web/src/App.tsx\".\nThis is most "
         "likely unintended because it can break your application at runtime.\n ELIFECYCLE  Command failed with exit "
         "code 1.", True),
        ("bash", "grep -n '@acme' apps/web/package.json packages/ui/package.json", "packages/ui/package.json:2:  "
         "\"name\": \"@acme/ui\",", False),
        ("say", "apps/web never declares @acme/ui, and pnpm only links declared deps into a package's node_modules."),
        ("bash", "pnpm --filter @acme/web add @acme/ui@workspace:*", "Progress: resolved 412, reused 398, "
         "downloaded 0, added 1, done\n\ndependencies:\n+ @acme/ui 0.1.0 <- ../../packages/ui\n\nDone in 1.9s", False),
        ("bash", "pnpm --filter @acme/web build", "> vite build\nvite v5.4.11 building for production...\n✓ 214 "
         "modules transformed.\ndist/assets/index-Cx3b91Qe.js   148.21 kB │ gzip: 47.90 kB\n✓ built in 2.31s", False),
        ("user", "CI log:\n```\n ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because "
         "pnpm-lock.yaml is not up to date with <ROOT>/apps/api/package.json\n\nNote that in CI environments this "
         "setting is true by default.\n```"),
        ("bash", "git status --short", " M apps/api/package.json\n M apps/web/package.json\n M pnpm-lock.yaml", False),
        ("bash", "git diff apps/api/package.json", "@@ -14,6 +14,7 @@\n   \"dependencies\": {\n     \"fastify\": "
         "\"^4.28.1\",\n+    \"zod\": \"^3.23.8\",\n     \"pino\": \"^9.5.0\"", False),
        ("say", "Someone added zod to apps/api/package.json by hand without running pnpm install, so the committed "
         "lockfile doesn't list it. Regenerating the lockfile."),
        ("bash", "pnpm install", "Scope: all 5 workspace projects\nLockfile is up to date, resolution step is "
         "skipped\nPackages: +1\n+\nDone in 2.4s", False),
        ("bash", "pnpm --filter @acme/api test", "Exit code 1\n FAIL  src/log.test.ts\n  ● Test suite failed to run\n\n"
         "    Cannot find module 'debug' from 'src/log.ts'\n\nTest Suites: 1 failed, 7 passed, 8 total", True),
        ("say", "api's log.ts imports `debug`, which only ever worked because npm hoisted it from fastify's tree. "
         "pnpm doesn't hoist undeclared deps; declaring it."),
        ("bash", "pnpm --filter @acme/api add debug@^4.3.7 && pnpm --filter @acme/api test", "+ debug 4.3.7\n\n"
         "Test Suites: 8 passed, 8 total\nTests:       61 passed, 61 total", False),
        ("bash", "git add -A && git commit -qm 'web: depend on @acme/ui; api: declare debug, refresh lockfile' && "
         "pnpm -r build 2>&1 | tail -n 2", "apps/web build: ✓ built in 2.27s\napps/api build: Done", False),
        ("say", "Committed. `pnpm -r build` is green for every package, so CI's install step should be fine now."),
    ])


def yarn() -> tuple[str, str, str, list]:
    return ("/Users/lea/dev/storyboard", "2026-12-04T15:10:00Z", "yarn4", [
        ("user", "we switched to yarn 4 with PnP. storybook build dies and the seed script can't find pg. fix both"),
        ("bash", "yarn --version && yarn build-storybook 2>&1 | tail -n 5", "4.5.3\nError: @storybook/react tried to "
         "access react-dom (a peer dependency) but it isn't provided by its ancestors; this makes the require call "
         "ambiguous and unsound.\n\nRequired package: react-dom\nRequired by: "
         "@storybook/react@npm:8.4.2 (via /Users/lea/dev/storyboard/.yarn/__virtual__/@storybook-react-virtual-"
         "8a2d1c/0/cache/@storybook-react-npm-8.4.2-7f6a0e9c3b-4c1d2e.zip/node_modules/@storybook/react/dist/)",
         False),
        ("edit", "/Users/lea/dev/storyboard/.yarnrc.yml", "nodeLinker: pnp\n",
         "nodeLinker: pnp\n\npackageExtensions:\n  \"@storybook/react@*\":\n    peerDependencies:\n"
         "      react-dom: \"*\"\n"),
        ("bash", "yarn install && yarn build-storybook 2>&1 | tail -n 2", "➤ YN0000: · Done with warnings in 1s 802ms\n"
         "info => Output directory: /Users/lea/dev/storyboard/storybook-static\ninfo => Storybook build completed "
         "successfully", False),
        ("bash", "node scripts/seed.js", "Exit code 1\nnode:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\n"
         "Error: Cannot find module 'pg'\nRequire stack:\n- /Users/lea/dev/storyboard/scripts/seed.js\n"
         "    at Module._resolveFilename (node:internal/modules/cjs/loader:1225:15) {\n  code: 'MODULE_NOT_FOUND'\n}\n\n"
         "Node.js v20.18.0", True),
        ("say", "With PnP there's no node_modules; plain `node` doesn't load the .pnp.cjs resolver. `yarn node` does."),
        ("bash", "yarn node scripts/seed.js", "seeded 40 boards, 312 cards (db: storyboard_dev)", False),
        ("edit", "/Users/lea/dev/storyboard/package.json", "\"seed\": \"node scripts/seed.js\"",
         "\"seed\": \"yarn node scripts/seed.js\""),
        ("user", "VS Code now shows red squiggles everywhere: Cannot find module 'react' or its corresponding type "
         "declarations"),
        ("say", "That's the editor's TypeScript not knowing about PnP. Yarn can generate editor SDKs with `yarn dlx "
         "@yarnpkg/sdks vscode`, then you pick \"Use Workspace Version\" of TypeScript. Want me to run it?"),
        ("user", "hmm no, I'd rather not commit .yarn/sdks. I'll probably go nodeLinker: node-modules next week"),
        ("bash", "yarn tsc --noEmit && echo TSC_OK", "TSC_OK", False),
        ("say", "For the record, `yarn tsc --noEmit` type-checks clean from the CLI; only the editor integration is "
         "missing."),
    ])


def sources() -> Sources:
    return {"s06-cpanm-locallib": cpanm(), "s07-pnpm-workspace": pnpm(), "s08-yarn-pnp": yarn()}
