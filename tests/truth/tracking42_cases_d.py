"""Cases of the forty-second tracking corpus (the rules are in tracking42_cases.py): bundler on a Ruby older than
the Gemfile's ruby line (rbenv), git on Windows checking out paths over MAX_PATH (Korean), and Jest 27+ running
DOM tests in its default node environment."""
from __future__ import annotations

from tests.truth.tracking42_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- bundler: Your Ruby version is X, but your Gemfile specified Y ---------------------------------------------


def ruby_version() -> None:
    T.source(
        "s-ruby-version", "/home/dev/storefront", "2025-04-15T09:30:00Z", "upgrade/ruby-3.2",
        user("Check out the Ruby 3.2 upgrade branch and get the specs running."),
        err("bundle install", "Your Ruby version is 3.0.6, but your Gemfile specified 3.2.2", 18),
        ok("rbenv versions", "  system\n* 3.0.6 (set by /home/dev/.rbenv/version)"),
        say("The branch's Gemfile pins ruby 3.2.2 and only 3.0.6 is installed. Installing 3.2.2 with rbenv and "
            "selecting it for this directory."),
        ok("rbenv install 3.2.2 && rbenv local 3.2.2",
           "==> Downloading ruby-3.2.2.tar.gz...\n==> Installing ruby-3.2.2...\n"
           "==> Installed ruby-3.2.2 to /home/dev/.rbenv/versions/3.2.2"),
        ok("bundle install && bundle exec rspec",
           "Bundle complete! 84 Gemfile dependencies, 171 gems now installed.\n"
           "Use `bundle info [gemname]` to see where a bundled gem is installed.\n"
           "Finished in 41.2 seconds (files took 3.1 seconds to load)\n612 examples, 0 failures"))
    T.lesson(
        "t42-ruby-version", "global", "en", "s-ruby-version", "env_setup",
        "bundler stops when the active Ruby differs from the Gemfile's ruby line; install and select it with rbenv",
        "`bundle install` exits 18 with `Your Ruby version is 3.0.6, but your Gemfile specified 3.2.2` and "
        "installs nothing.",
        "Bundler is what complains, so it looks like a gem or lockfile problem; the fix is on the Ruby side, and "
        "the global rbenv version silently stays the old one on a new branch.",
        "The Gemfile's ruby directive must match the running interpreter; rbenv picks the version from "
        "RBENV_VERSION, a .ruby-version file or the global file, and 3.2.2 was neither installed nor selected.",
        "Install and select the Gemfile's Ruby: `rbenv install 3.2.2 && rbenv local 3.2.2` (writes .ruby-version), "
        "or for one command RBENV_VERSION=3.2.2 / `rbenv shell 3.2.2`; then run bundle install again.",
        ["`bundle install` → `Your Ruby version is 3.0.6, but your Gemfile specified 3.2.2`",
         "`rbenv install 3.2.2 && rbenv local 3.2.2`, then `bundle install && bundle exec rspec` → "
         "`612 examples, 0 failures`"])

    T.later(
        "l-ruby-env-var", "/home/dev/admin-portal", "2025-04-30T10:15:00Z", "upgrade/ruby-3.3",
        user("The portal's Gemfile now says ruby 3.3.5; 3.3.5 is installed. Prepare the dev database."),
        ok("RBENV_VERSION=3.3.5 bundle exec rails db:prepare",
           "Created database 'admin_portal_development'\nCreated database 'admin_portal_test'"))
    T.pair("t42-ruby-version", "l-ruby-env-var", "applied",
           "RBENV_VERSION selects the Gemfile's Ruby for bundle exec with no version error before it")

    T.later(
        "l-ruby-version-file", "/home/dev/legacy-billing", "2025-05-16T13:20:00Z", "chore/ruby-3.1",
        user("legacy-billing moves to Ruby 3.1.4; set it up so bundler uses it."),
        write("/home/dev/legacy-billing/.ruby-version", "3.1.4\n"),
        ok("rbenv install -s && rbenv version", "3.1.4 (set by /home/dev/legacy-billing/.ruby-version)"),
        ok("bundle install", "Bundle complete! 52 Gemfile dependencies, 97 gems now installed."))
    T.pair("t42-ruby-version", "l-ruby-version-file", "applied",
           ".ruby-version is written and rbenv install -s installs it before bundle install, which works")

    T.later(
        "l-ruby-ci-zsh", "/home/dev/storefront", "2025-05-29T06:40:00Z", "main",
        user("Run the rake checks on ci-mac-2 like the nightly does."),
        err("ssh ci@ci-mac-2 zsh -lc 'cd ~/builds/storefront && bundle exec rake ci:check'",
            "Your Ruby version is 3.1.2, but your Gemfile specified 3.3.0", 18),
        say("ci-mac-2 still has rbenv's global at 3.1.2 and 3.3.0 isn't installed there."))
    T.pair("t42-ruby-version", "l-ruby-ci-zsh", "recurred",
           "bundle exec on ci-mac-2 fails with Your Ruby version is 3.1.2, but your Gemfile specified 3.3.0")

    T.later(
        "l-ruby-fastlane", "/Users/dev/Projects/shop-ios", "2025-06-07T15:10:00Z", "release/5.2",
        user("Ship a TestFlight beta."),
        err("bundle exec fastlane ios beta", "Your Ruby version is 2.6.10, but your Gemfile specified 3.1.4", 18),
        ok("rbenv install 3.1.4 && rbenv local 3.1.4 && bundle install && bundle exec fastlane ios beta",
           "[15:31:02]: fastlane.tools finished successfully 🎉"))
    T.pair("t42-ruby-version", "l-ruby-fastlane", "recurred",
           "fastlane under macOS's system Ruby 2.6.10 hits the Gemfile ruby mismatch before rbenv fixes it")

    T.later(
        "l-ruby-missing-gem", "/home/dev/storefront", "2025-06-18T11:00:00Z", "feat/pg-search",
        user("Run the search specs."),
        err("bundle exec rspec spec/search",
            "Could not find gem 'pg_search (~> 2.3)' in locally installed gems.\n\n"
            "Run `bundle install` to install missing gems.", 7),
        ok("bundle install && bundle exec rspec spec/search", "Bundle complete! 85 Gemfile dependencies, "
           "172 gems now installed.\n24 examples, 0 failures"))
    T.pair("t42-ruby-version", "l-ruby-missing-gem", "neither",
           "a missing gem is a different bundler error; the Ruby version is fine and rbenv is not used")

    T.later(
        "l-ruby-rehash", "/home/dev/storefront", "2025-06-26T09:50:00Z", "main",
        user("I installed foreman but the command isn't found."),
        err("foreman start -f Procfile.dev", "zsh: command not found: foreman", 127),
        ok("rbenv rehash && foreman start -f Procfile.dev", "09:51:10 web.1  | started with pid 48211"))
    T.pair("t42-ruby-version", "l-ruby-rehash", "neither",
           "rbenv rehash for a missing shim, rbenv used for something else; no Ruby version mismatch")


# --- git on Windows: Filename too long (Korean) ---------------------------------------------------------------

SNAP = ("packages/design-system/src/components/data-display/__snapshots__/"
        "ResponsiveDataTableWithStickyHeader.accessibility.test.tsx.snap")


def _too_long(path: str) -> str:
    return f"error: unable to create file {path}: Filename too long"


def git_longpaths() -> None:
    T.source(
        "s-git-longpath", "C:\\Users\\minji\\src", "2025-04-16T01:30:00Z", "main",
        user("portal 저장소 클론해서 빌드할 수 있게 준비해줘."),
        err("git clone https://github.com/acme/portal.git",
            "Cloning into 'portal'...\nremote: Enumerating objects: 48211, done.\n"
            "remote: Total 48211 (delta 0), reused 0 (delta 0), pack-reused 48211\n"
            "Receiving objects: 100% (48211/48211), 61.42 MiB | 18.20 MiB/s, done.\n"
            f"Resolving deltas: 100% (30117/30117), done.\n{_too_long(SNAP)}\n"
            "Updating files: 100% (6120/6120), done.\nfatal: unable to checkout working tree\n"
            "warning: Clone succeeded, but checkout failed.\n"
            "You can inspect what was checked out with 'git status'\n"
            "and retry with 'git restore --source=HEAD :/'\n", 128),
        say("Windows 의 기본 경로 길이 제한(260자)에 걸렸습니다. Git for Windows 는 core.longpaths 가 켜져 있어야 긴 "
            "경로를 만들 수 있습니다."),
        ok("git config --global core.longpaths true", ""),
        ok("cd portal && git restore --source=HEAD :/ && git status --short | wc -l", "0"))
    T.lesson(
        "t42-git-longpath", "global", "ko", "s-git-longpath", "env_setup",
        "Windows 에서 git clone 이 `Filename too long` 으로 체크아웃 실패 — core.longpaths 를 켜야 한다",
        "`git clone` 이 객체는 다 받은 뒤 `error: unable to create file ...: Filename too long` 과 "
        "`fatal: unable to checkout working tree` 로 끝나고 작업 트리가 비어 있다.",
        "`Clone succeeded, but checkout failed` 라서 클론 자체는 된 것처럼 보이고, 같은 저장소가 macOS/Linux 에서는 "
        "문제없이 받아진다.",
        "Git for Windows 는 기본적으로 Win32 MAX_PATH(260자) 제한을 따르므로 깊은 경로(스냅샷 파일 등)를 만들지 못한다. "
        "core.longpaths 를 켜야 긴 경로 API 를 사용한다.",
        "`git config --global core.longpaths true` 후 저장소 안에서 `git restore --source=HEAD :/` 로 다시 "
        "체크아웃하거나, 처음부터 `git clone -c core.longpaths=true <url>` 로 클론한다 (시스템 전체는 --system).",
        [f"`git clone https://github.com/acme/portal.git` → `{_too_long(SNAP)}` … "
         "`fatal: unable to checkout working tree`",
         "`git config --global core.longpaths true` 후 `git restore --source=HEAD :/` 가 성공하고 "
         "`git status --short | wc -l` 이 `0`"])

    T.later(
        "l-git-lp-clone-c", "C:\\Users\\minji\\src", "2025-04-27T02:00:00Z", "main",
        user("mobile-app 저장소도 받아줘 (PowerShell)."),
        ok("pwsh -Command \"git clone -c core.longpaths=true https://github.com/acme/mobile-app.git\"",
           "Cloning into 'mobile-app'...\nReceiving objects: 100% (90214/90214), 402.11 MiB | 21.30 MiB/s, done.\n"
           "Updating files: 100% (14022/14022), done."))
    T.pair("t42-git-longpath", "l-git-lp-clone-c", "applied",
           "git clone -c core.longpaths=true in PowerShell, with no Filename too long before it")

    T.later(
        "l-git-lp-setup-cmd", "C:\\dev\\onboarding", "2025-05-11T00:40:00Z", "main",
        user("새 개발 PC 셋업 스크립트 돌려줘."),
        read("C:\\dev\\onboarding\\setup-dev.cmd",
             "@echo off\r\ngit config --system core.longpaths true\r\ngit config --global init.defaultBranch main\r\n"
             "git clone https://github.com/acme/portal.git C:\\src\\portal\r\n"),
        ok("cmd /c setup-dev.cmd",
           "Cloning into 'C:\\src\\portal'...\nUpdating files: 100% (6140/6140), done."))
    T.pair("t42-git-longpath", "l-git-lp-setup-cmd", "applied",
           "a cmd setup script sets core.longpaths (--system) before cloning; the checkout completes")

    T.later(
        "l-git-lp-checkout", "C:\\work\\portal", "2025-05-24T05:15:00Z", "develop",
        user("release/3.2 브랜치로 바꿔줘."),
        err("git checkout release/3.2",
            _too_long("apps/admin/src/features/billing-reconciliation/components/__tests__/"
                      "ReconciliationDiscrepancyResolutionDialog.integration.test.tsx") +
            "\nerror: unable to create file apps/admin/src/features/billing-reconciliation/components/__tests__/"
            "__snapshots__/ReconciliationDiscrepancyResolutionDialog.integration.test.tsx.snap: Filename too long\n",
            1))
    T.pair("t42-git-longpath", "l-git-lp-checkout", "recurred",
           "checkout on another Windows machine fails to create files: Filename too long")

    T.later(
        "l-git-lp-pull-pwsh", "C:\\Users\\jun\\repos\\portal", "2025-06-10T04:30:00Z", "main",
        user("main 최신으로 당겨줘 (PowerShell)."),
        err("pwsh -Command \"git pull --ff-only\"",
            "Updating 4e1a9c2..b7d0f13\n" + _too_long(
                "packages/design-system/src/components/navigation/__snapshots__/"
                "CollapsibleSidebarNavigationWithBreadcrumbs.visual-regression.test.tsx.snap") +
            "\nerror: unable to create file packages/design-system/src/components/navigation/"
            "CollapsibleSidebarNavigationWithBreadcrumbs.stories.mdx: Filename too long\n", 1),
        ok("pwsh -Command \"git config --global core.longpaths true; git reset --hard b7d0f13\"",
           "HEAD is now at b7d0f13 Add sidebar visual regression tests"))
    T.pair("t42-git-longpath", "l-git-lp-pull-pwsh", "recurred",
           "git pull in PowerShell fails with Filename too long before core.longpaths is set")

    T.later(
        "l-git-lp-reserved", "C:\\Users\\minji\\src", "2025-06-19T03:10:00Z", "main",
        user("docs 저장소 클론해줘."),
        err("git clone https://github.com/acme/handbook.git",
            "Cloning into 'handbook'...\nerror: invalid path 'chapters/aux.md'\n"
            "fatal: unable to checkout working tree\nwarning: Clone succeeded, but checkout failed.\n"
            "You can inspect what was checked out with 'git status'\n"
            "and retry with 'git restore --source=HEAD :/'\n", 128),
        say("aux 는 Windows 예약 이름이라 파일을 만들 수 없습니다. 저장소에서 파일 이름을 바꿔야 합니다."))
    T.pair("t42-git-longpath", "l-git-lp-reserved", "neither",
           "invalid path for a Windows reserved name: a different checkout error, not path length")

    T.later(
        "l-git-lp-autocrlf", "C:\\Users\\minji\\src\\portal", "2025-06-28T02:20:00Z", "main",
        user("셸 스크립트가 CRLF 로 바뀌어서 깨져. 설정 고쳐줘."),
        ok("git config --global core.autocrlf input && git config --global --get-regexp '^core\\.'",
           "core.longpaths true\ncore.autocrlf input"),
        ok("git rm --cached -r . -q && git reset --hard -q && file scripts/build.sh",
           "scripts/build.sh: Bourne-Again shell script, ASCII text executable"))
    T.pair("t42-git-longpath", "l-git-lp-autocrlf", "neither",
           "git config sets autocrlf for line endings; core.longpaths is only listed, no long-path failure")

    T.later(
        "l-git-lp-early", "C:\\Users\\minji\\src", "2025-04-02T02:00:00Z", "main",
        user("portal 저장소 받아줘."),
        ok("git clone -c core.longpaths=true https://github.com/acme/portal.git",
           "Cloning into 'portal'...\nUpdating files: 100% (6102/6102), done."))
    T.pair("t42-git-longpath", "l-git-lp-early", "neither", "dated before the lesson's source session")


# --- Jest 27+ runs DOM tests in the node environment ------------------------------------------------------------

HINT = ("    The error below may be caused by using the wrong test environment, see "
        "https://jestjs.io/docs/configuration#testenvironment-string.\n"
        "    Consider using the \"jsdom\" test environment.\n\n    ReferenceError: document is not defined")


def _jest_fail(file: str, suite: str, test: str, at: str) -> str:
    return (f" FAIL  {file}\n  {suite}\n    ✕ {test} (3 ms)\n\n  ● {suite} › {test}\n\n{HINT}\n\n"
            f"      at {at}\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 total")


def jest_jsdom() -> None:
    T.source(
        "s-jest-jsdom", "/home/dev/marketing-site", "2025-04-17T14:00:00Z", "feat/banner-tests",
        user("Add a test for the Banner component and run it."),
        write("/home/dev/marketing-site/src/components/Banner.test.jsx",
              "import { render, screen } from '@testing-library/react';\nimport Banner from './Banner';\n\n"
              "test('renders the headline', () => {\n  render(<Banner title=\"Spring sale\" />);\n"
              "  expect(screen.getByRole('heading')).toHaveTextContent('Spring sale');\n});\n"),
        err("npx jest src/components/Banner.test.jsx",
            _jest_fail("src/components/Banner.test.jsx", "Banner", "renders the headline",
                       "render (node_modules/@testing-library/react/dist/pure.js:257:5)")),
        read("/home/dev/marketing-site/jest.config.js",
             "module.exports = {\n  testEnvironment: 'node',\n  setupFilesAfterEnv: [],\n};\n"),
        say("Jest's default environment is node, which has no DOM; since Jest 28 the jsdom environment is a separate "
            "package. Installing it and switching the config."),
        ok("npm install --save-dev jest-environment-jsdom@29",
           "added 41 packages, and audited 612 packages in 6s\n\nfound 0 vulnerabilities"),
        edit("/home/dev/marketing-site/jest.config.js", "  testEnvironment: 'node',", "  testEnvironment: 'jsdom',"),
        ok("npx jest src/components/Banner.test.jsx",
           " PASS  src/components/Banner.test.jsx\n  ✓ renders the headline (24 ms)\n\n"
           "Test Suites: 1 passed, 1 total\nTests:       1 passed, 1 total"))
    T.lesson(
        "t42-jest-jsdom", "global", "en", "s-jest-jsdom", "test_strategy",
        "React component tests fail in Jest with 'document is not defined' until the jsdom environment is set",
        "`npx jest` fails the component test with `ReferenceError: document is not defined` and Jest's hint "
        "`Consider using the \"jsdom\" test environment.`",
        "The test and the component are correct; the failure comes from where Jest runs them, and Testing Library "
        "only reports it when render() touches document.",
        "Jest 27+ defaults testEnvironment to node, and since Jest 28 jest-environment-jsdom is no longer bundled, "
        "so DOM tests need both the package and the setting.",
        "Install `jest-environment-jsdom` and set `testEnvironment: 'jsdom'` in jest.config.js (or the jest key of "
        "package.json); for one file a `@jest-environment jsdom` docblock, for one run `--env=jsdom` "
        "(--testEnvironment=jsdom).",
        ["`npx jest src/components/Banner.test.jsx` → `Consider using the \"jsdom\" test environment.` … "
         "`ReferenceError: document is not defined`",
         "`npm install --save-dev jest-environment-jsdom@29` and `testEnvironment: 'jsdom'` in jest.config.js; the "
         "same run then showed `Tests:       1 passed, 1 total`"])

    T.later(
        "l-jest-env-flag", "/home/dev/monorepo", "2025-05-01T10:20:00Z", "feat/ui-kit",
        user("Run the ui package's tests; its config is shared with the node packages so use the flag."),
        ok("npx jest --env=jsdom packages/ui",
           " PASS  packages/ui/src/Button.test.tsx\n PASS  packages/ui/src/Modal.test.tsx\n\n"
           "Test Suites: 2 passed, 2 total\nTests:       9 passed, 9 total"))
    T.pair("t42-jest-jsdom", "l-jest-env-flag", "applied",
           "jest is run with --env=jsdom for the DOM package and passes; no document error before")

    T.later(
        "l-jest-docblock", "/home/dev/marketing-site", "2025-05-17T16:40:00Z", "feat/tooltip",
        user("Write a test for Tooltip. The project default is node, so mark this file for jsdom."),
        write("/home/dev/marketing-site/src/components/Tooltip.test.jsx",
              "/**\n * @jest-environment jsdom\n */\nimport { render, screen } from '@testing-library/react';\n"
              "import Tooltip from './Tooltip';\n\ntest('shows the label', () => {\n"
              "  render(<Tooltip label=\"Copy\" open />);\n  expect(screen.getByText('Copy')).toBeVisible();\n});\n"),
        ok("npm test -- Tooltip",
           "> marketing-site@1.4.0 test\n> jest Tooltip\n\n PASS  src/components/Tooltip.test.jsx\n"
           "Tests:       1 passed, 1 total"))
    T.pair("t42-jest-jsdom", "l-jest-docblock", "applied",
           "the @jest-environment jsdom docblock is written into the test before npm test runs it; it passes")

    T.later(
        "l-jest-pnpm-admin", "/home/dev/admin-ui", "2025-05-30T11:00:00Z", "feat/filters",
        user("Run the filter panel tests."),
        err("pnpm test -- FilterPanel",
            _jest_fail("src/filters/FilterPanel.test.tsx", "FilterPanel", "applies a date range",
                       "render (node_modules/.pnpm/@testing-library+react@16.0.1/node_modules/@testing-library/"
                       "react/dist/pure.js:257:5)")))
    T.pair("t42-jest-jsdom", "l-jest-pnpm-admin", "recurred",
           "pnpm's jest run fails with document is not defined and the jsdom hint")

    T.later(
        "l-jest-ci-yarn", "/builds/acme/checkout-widget", "2025-06-11T05:30:00Z", "main",
        user("CI's unit stage fails after the Jest 29 upgrade; reproduce with the CI script."),
        read("/builds/acme/checkout-widget/ci/unit.sh", "#!/bin/sh\nset -e\nyarn install --frozen-lockfile\n"
             "yarn jest --ci\n"),
        err("sh ci/unit.sh",
            "[4/4] Building fresh packages...\nDone in 21.40s.\n"
            + _jest_fail("src/Cart.test.jsx", "Cart", "shows the total",
                         "Object.<anonymous> (src/Cart.test.jsx:9:5)")),
        say("The Jest 29 upgrade dropped the old jsdom default that Jest 26 had."))
    T.pair("t42-jest-jsdom", "l-jest-ci-yarn", "recurred",
           "the CI script's jest run fails with document is not defined after the upgrade")

    T.later(
        "l-jest-next-window", "/home/dev/shopfront-web", "2025-06-21T13:00:00Z", "feat/map",
        user("The build broke after adding the store map."),
        err("npm run build",
            "   Generating static pages (3/14)  [=   ]\n"
            "Error occurred prerendering page \"/stores\". Read more: "
            "https://nextjs.org/docs/messages/prerender-error\n"
            "ReferenceError: window is not defined\n    at StoreMap (/home/dev/shopfront-web/.next/server/app/"
            "stores/page.js:1:2841)"),
        say("Leaflet touches window at import; the map must be loaded client-side only with next/dynamic and "
            "ssr: false."))
    T.pair("t42-jest-jsdom", "l-jest-next-window", "neither",
           "window is not defined in a Next.js prerender: same kind of symptom, another cause, and not Jest")

    T.later(
        "l-jest-esm-syntax", "/home/dev/marketing-site", "2025-06-30T10:10:00Z", "deps/nanoid-5",
        user("Tests fail after bumping nanoid."),
        err("npx jest src/lib/ids.test.js",
            " FAIL  src/lib/ids.test.js\n  ● Test suite failed to run\n\n"
            "    Jest encountered an unexpected token\n\n"
            "    Details:\n\n    /home/dev/marketing-site/node_modules/nanoid/index.js:1\n"
            "    ({\"Object.<anonymous>\":function(module,exports,require,__dirname,__filename,jest){import { "
            "webcrypto as crypto } from 'node:crypto'\n"
            "                                                                                      ^^^^^^\n\n"
            "    SyntaxError: Cannot use import statement outside a module"))
    T.pair("t42-jest-jsdom", "l-jest-esm-syntax", "neither",
           "an ESM dependency Jest cannot transform: a different Jest error; no environment change")


FILLS = (ruby_version, git_longpaths, jest_jsdom)
