"""Cases of the forty-second tracking corpus (the rules are in tracking42_cases.py): next/image refusing a remote
host missing from next.config.js (a prose-only fix), xcodebuild with xcode-select pointing at the Command Line
Tools, and npm install -g into a root-owned prefix (EACCES)."""
from __future__ import annotations

from tests.truth.tracking42_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# --- next/image: hostname is not configured under images (prose-only fix) -------------------------------------

MORE = "See more info: https://nextjs.org/docs/messages/next-image-unconfigured-host"


def _unconfigured(url: str, host: str) -> str:
    return (f" ⨯ Error: Invalid src prop ({url}) on `next/image`, hostname \"{host}\" is not configured under "
            f"images in your `next.config.js`\n{MORE}")


def _smoke(page: str, url: str, host: str, failed: str) -> str:
    return (f"GET / -> 200\nGET {page} -> 500\n--- next dev log ---\n{_unconfigured(url, host)}\n"
            "    at defaultLoader (webpack-internal:///(ssr)/./node_modules/next/dist/shared/lib/"
            f"image-loader.js:42:23)\nsmoke: {failed} pages failed")


def next_image_host() -> None:
    T.source(
        "s-next-image", "/home/dev/shopfront-web", "2025-04-18T10:00:00Z", "feat/cdn-images",
        user("Switch product images to the new CDN (cdn.shopstack.io) and make sure the smoke test passes."),
        edit("/home/dev/shopfront-web/src/lib/images.ts",
             "const BASE = '/static/products';", "const BASE = 'https://cdn.shopstack.io/products';"),
        err("npm run smoke",
            "> shopfront-web@2.4.0 smoke\n> bash scripts/smoke.sh\n\n"
            + _smoke("/products", "https://cdn.shopstack.io/products/p-1042.jpg", "cdn.shopstack.io", "1 of 6")),
        say("next/image only optimises remote images from hosts listed in next.config.js; the CDN host isn't "
            "there yet."),
        edit("/home/dev/shopfront-web/next.config.js",
             "const nextConfig = {\n  reactStrictMode: true,\n};",
             "const nextConfig = {\n  reactStrictMode: true,\n  images: {\n"
             "    remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopstack.io' }],\n  },\n};"),
        ok("npm run smoke",
           "> shopfront-web@2.4.0 smoke\n> bash scripts/smoke.sh\n\nGET / -> 200\nGET /products -> 200\n"
           "GET /products/p-1042 -> 200\nsmoke: 6 of 6 pages passed"))
    T.lesson(
        "t42-next-image", "project", "en", "s-next-image", "build_config",
        "next/image throws for a remote image host that next.config.js does not list",
        "Pages with remote images return 500 in next dev and the log shows `Invalid src prop (...) on "
        "next/image, hostname \"cdn.shopstack.io\" is not configured under images in your next.config.js`.",
        "Only the pages that render the new URLs fail, and a plain img tag with the same URL works, so it looks "
        "like a CDN or CORS problem.",
        "next/image proxies remote images through the image optimizer and accepts only hosts allowed in the images "
        "section of next.config.js; every new image host must be added there.",
        "Add the image host to images.remotePatterns in next.config.js (protocol https and the hostname; the older "
        "images.domains list also works) and reload or rebuild; each new CDN or CMS host needs its own entry.",
        ["`npm run smoke` → `GET /products -> 500` with `Invalid src prop (https://cdn.shopstack.io/products/"
         "p-1042.jpg) on` … `hostname \"cdn.shopstack.io\" is not configured under images in your`",
         "After adding `remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopstack.io' }]` to next.config.js the "
         "smoke run printed `smoke: 6 of 6 pages passed`"])

    T.later(
        "l-next-ctf-patterns", "/home/dev/blog-web", "2025-05-02T09:40:00Z", "feat/contentful",
        user("Posts will now use Contentful's image URLs (images.ctfassets.net). Wire that up and run the smoke "
             "test."),
        edit("/home/dev/blog-web/next.config.mjs",
             "const nextConfig = {\n  output: 'standalone',\n};",
             "const nextConfig = {\n  output: 'standalone',\n  images: {\n"
             "    remotePatterns: [{ protocol: 'https', hostname: 'images.ctfassets.net' }],\n  },\n};"),
        ok("npm run smoke", "> blog-web@1.2.0 smoke\n> node scripts/smoke.mjs\n\nsmoke: 9 of 9 pages passed"))
    T.pair("t42-next-image", "l-next-ctf-patterns", "applied",
           "the new host is added to images.remotePatterns before the smoke run, which passes")

    T.later(
        "l-next-domains", "/home/dev/team-dashboard", "2025-05-18T14:00:00Z", "feat/avatars",
        user("Show GitHub avatars on the team page with next/image. Allow the host first, then build."),
        edit("/home/dev/team-dashboard/next.config.js",
             "module.exports = {\n  poweredByHeader: false,\n};",
             "module.exports = {\n  poweredByHeader: false,\n"
             "  images: { domains: ['avatars.githubusercontent.com'] },\n};"),
        ok("pnpm build && pnpm smoke",
           "   ▲ Next.js 14.2.5\n ✓ Compiled successfully\n ✓ Generating static pages (8/8)\n"
           "smoke: 8 of 8 pages passed"))
    T.pair("t42-next-image", "l-next-domains", "applied",
           "the avatar host goes into images.domains before the build and smoke run; everything passes")

    T.later(
        "l-next-unsplash", "/home/dev/shopfront-web", "2025-05-31T11:30:00Z", "feat/lookbook",
        user("Add the lookbook page with the Unsplash photos marketing picked, and run the smoke test."),
        err("npm run smoke",
            "> shopfront-web@2.6.0 smoke\n> bash scripts/smoke.sh\n\n"
            + _smoke("/lookbook", "https://images.unsplash.com/photo-1521572163474-6864f9cf17ab?w=1200",
                     "images.unsplash.com", "1 of 7")))
    T.pair("t42-next-image", "l-next-unsplash", "recurred",
           "the lookbook page fails with images.unsplash.com not configured under images")

    T.later(
        "l-next-docker-dev", "/home/dev/cms-frontend", "2025-06-12T15:20:00Z", "feat/media-cdn",
        user("Run the frontend in the dev container and check the article page renders."),
        err("docker compose run --rm -p 3000:3000 web sh -c 'npm run smoke'",
            "> cms-frontend@0.9.0 smoke\n> bash scripts/smoke.sh\n\n"
            + _smoke("/articles/launch", "https://media.acme-cms.net/2025/06/launch-hero.webp",
                     "media.acme-cms.net", "1 of 4")))
    T.pair("t42-next-image", "l-next-docker-dev", "recurred",
           "in the dev container the article page fails with media.acme-cms.net not configured")

    T.later(
        "l-next-width", "/home/dev/shopfront-web", "2025-06-20T10:10:00Z", "feat/new-logo",
        user("Swap in the new logo and run the smoke test."),
        err("npm run smoke",
            "> shopfront-web@2.6.1 smoke\n> bash scripts/smoke.sh\n\nGET / -> 500\n--- next dev log ---\n"
            " ⨯ Error: Image with src \"/brand/logo.svg\" is missing required \"width\" property.\n"
            "smoke: 6 of 7 pages failed"),
        edit("/home/dev/shopfront-web/src/components/Header.tsx",
             "<Image src=\"/brand/logo.svg\" alt=\"Shopfront\" />",
             "<Image src=\"/brand/logo.svg\" alt=\"Shopfront\" width={132} height={32} />"))
    T.pair("t42-next-image", "l-next-width", "neither",
           "a local image missing its width is a different next/image error; no remote host involved")

    T.later(
        "l-next-docs-only", "/home/dev/shopfront-web", "2025-06-27T09:00:00Z", "docs/images",
        user("Document how to add a new image CDN for the frontend team. Just the docs."),
        write("/home/dev/shopfront-web/docs/images.md",
              "# Remote images\n\nnext/image only loads hosts listed in `next.config.js`:\n\n```js\nimages: {\n"
              "  remotePatterns: [{ protocol: 'https', hostname: 'cdn.example.com' }],\n}\n```\n"),
        say("Documented the remotePatterns entry in docs/images.md."))
    T.pair("t42-next-image", "l-next-docs-only", "neither",
           "the remotePatterns fix is only written into a doc; no config changed and nothing run")

    T.later(
        "l-next-early", "/home/dev/shopfront-web", "2025-04-11T13:00:00Z", "spike/cdn",
        user("Try the CDN URLs locally."),
        err("npm run smoke",
            "> shopfront-web@2.3.9 smoke\n> bash scripts/smoke.sh\n\n"
            + _smoke("/products", "https://cdn.shopstack.io/products/p-1001.jpg", "cdn.shopstack.io", "1 of 6")))
    T.pair("t42-next-image", "l-next-early", "neither", "dated before the lesson's source session")


# --- xcodebuild with xcode-select pointing at the Command Line Tools -----------------------------------------

CLT = ("xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory "
       "'/Library/Developer/CommandLineTools' is a command line tools instance")


def xcode_select() -> None:
    T.source(
        "s-xcode-select", "/Users/dev/Projects/WeatherKitDemo", "2025-04-21T08:30:00Z", "main",
        user("Build the iOS app from the command line."),
        err("xcodebuild -scheme WeatherKitDemo -destination 'generic/platform=iOS Simulator' build", CLT),
        ok("xcode-select -p && ls /Applications | grep -i xcode", "/Library/Developer/CommandLineTools\nXcode.app"),
        say("Xcode is installed, but the active developer directory is the Command Line Tools (from an earlier "
            "xcode-select --install). Switching it to Xcode."),
        ok("sudo xcode-select -s /Applications/Xcode.app/Contents/Developer && xcodebuild -version",
           "Xcode 16.2\nBuild version 16C5032a"),
        ok("xcodebuild -scheme WeatherKitDemo -destination 'generic/platform=iOS Simulator' build | tail -1",
           "** BUILD SUCCEEDED **"))
    T.lesson(
        "t42-xcode-select", "global", "en", "s-xcode-select", "env_setup",
        "xcodebuild fails while xcode-select points at the Command Line Tools even though Xcode is installed",
        f"`xcodebuild` exits at once with `{CLT}`.",
        "Xcode.app is in /Applications and opens fine, so the message reads as if Xcode were missing; the active "
        "developer directory is still the Command Line Tools that were installed first.",
        "xcodebuild and the other Xcode tools run from the developer directory xcode-select (or DEVELOPER_DIR) "
        "selects; installing the Command Line Tools first leaves it on /Library/Developer/CommandLineTools.",
        "Point it at Xcode: `sudo xcode-select -s /Applications/Xcode.app/Contents/Developer` (--switch), or per "
        "command without sudo with DEVELOPER_DIR=/Applications/Xcode.app/Contents/Developer.",
        [f"`xcodebuild -scheme WeatherKitDemo` … → `{CLT}`",
         "`sudo xcode-select -s /Applications/Xcode.app/Contents/Developer && xcodebuild -version` → `Xcode 16.2`, "
         "then the build ended `** BUILD SUCCEEDED **`"])

    T.later(
        "l-xc-developer-dir", "/Users/dev/Projects/shop-ios", "2025-05-05T09:15:00Z", "feat/widgets",
        user("Run the unit tests with the Xcode 16.1 beta install, without changing the system selection (zsh)."),
        ok("zsh -c 'DEVELOPER_DIR=/Applications/Xcode-16.1.app/Contents/Developer xcodebuild test -scheme ShopKit "
           "-destination \"platform=iOS Simulator,name=iPhone 16\" | tail -2'",
           "Test Suite 'All tests' passed at 2025-05-05 09:18:44.120.\n** TEST SUCCEEDED **"))
    T.pair("t42-xcode-select", "l-xc-developer-dir", "applied",
           "DEVELOPER_DIR points xcodebuild at an Xcode install for the run; the tests pass")

    T.later(
        "l-xc-ci-script", "/Users/ci/builds/shop-ios", "2025-05-20T04:00:00Z", "release/5.3",
        user("Set up the new Mac mini runner: select Xcode 15.4 and run the beta lane."),
        write("/Users/ci/builds/shop-ios/ci/select-xcode.sh",
              "#!/bin/sh\nset -e\nsudo xcode-select --switch /Applications/Xcode_15.4.app\nxcodebuild -version\n"),
        ok("sh ci/select-xcode.sh && bundle exec fastlane ios beta",
           "Xcode 15.4\nBuild version 15F31d\n[04:12:55]: fastlane.tools finished successfully 🎉"))
    T.pair("t42-xcode-select", "l-xc-ci-script", "applied",
           "a CI script runs xcode-select --switch to Xcode before xcodebuild and fastlane; they succeed")

    T.later(
        "l-xc-ssh-mini", "/Users/dev/Projects/WeatherKitDemo", "2025-06-02T07:30:00Z", "main",
        user("Check which SDKs the new build Mac has."),
        err("ssh build@mac-mini-04 'xcodebuild -showsdks'", CLT),
        say("mac-mini-04 has Xcode but is still on the Command Line Tools."))
    T.pair("t42-xcode-select", "l-xc-ssh-mini", "recurred",
           "xcodebuild -showsdks on another Mac fails with the command line tools instance error")

    T.later(
        "l-xc-make-ipa", "/Users/lee/code/field-app", "2025-06-16T16:45:00Z", "release/2.0",
        user("make ipa for the 2.0 release."),
        err("make ipa",
            "xcodebuild -workspace FieldApp.xcworkspace -scheme FieldApp -configuration Release "
            f"-archivePath build/FieldApp.xcarchive archive\n{CLT}\nmake: *** [ipa] Error 1", 2),
        ok("sudo xcode-select --switch /Applications/Xcode.app && make ipa", "** EXPORT SUCCEEDED **"))
    T.pair("t42-xcode-select", "l-xc-make-ipa", "recurred",
           "the make target's xcodebuild archive fails with the Command Line Tools error before the switch")

    T.later(
        "l-xc-install-clt", "/Users/sam", "2025-06-23T10:00:00Z", "HEAD",
        user("Fresh MacBook, git says it needs developer tools. Get git working."),
        err("git --version",
            "xcode-select: note: No developer tools were found, requesting install.\n"
            "If developer tools are located at a non-default location on disk, use `sudo xcode-select --switch "
            "path`, specifying the Xcode that you wish to use for command line developer tools, and cancel the "
            "installation dialog.\nSee `man xcode-select` for more details.", 1),
        ok("xcode-select --install", "xcode-select: note: install requested for command line developer tools"))
    T.pair("t42-xcode-select", "l-xc-install-clt", "neither",
           "xcode-select --install gets the Command Line Tools for git; no xcodebuild, no CLT-instance error")

    T.later(
        "l-xc-invalid-path", "/Users/dev/Projects/WeatherKitDemo", "2025-06-30T08:10:00Z", "main",
        user("After the macOS update git is broken."),
        err("git status",
            "xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: "
            "/Library/Developer/CommandLineTools/usr/bin/xcrun", 1),
        say("The update removed the Command Line Tools; they need to be reinstalled."))
    T.pair("t42-xcode-select", "l-xc-invalid-path", "neither",
           "missing xcrun after an OS update is another error and cause; the tools are gone, not mis-selected")


# --- npm install -g into a root-owned prefix (EACCES) ----------------------------------------------------------


def _eacces(pkg_dir: str, prefix: str = "npm ERR!") -> str:
    p = f"/usr/local/lib/node_modules/{pkg_dir}"
    lines = ["code EACCES", "syscall mkdir", f"path {p}", "errno -13",
             f"Error: EACCES: permission denied, mkdir '{p}'",
             f" [Error: EACCES: permission denied, mkdir '{p}'] {{", "  errno: -13,", "  code: 'EACCES',",
             "  syscall: 'mkdir',", f"  path: '{p}'", "}", "",
             "The operation was rejected by your operating system.",
             "It is likely you do not have the permissions to access this file as the current user", "",
             "If you believe this might be a permissions issue, please double-check the",
             "permissions of the file and its containing directories, or try running",
             "the command again as root/Administrator."]
    return "\n".join(f"{prefix} {x}" if x else prefix for x in lines)


def npm_global_prefix() -> None:
    T.source(
        "s-npm-eacces", "/home/dev/tools", "2025-04-22T09:00:00Z", "HEAD",
        user("Install the Angular CLI globally so I can scaffold the admin app."),
        err("npm install -g @angular/cli", _eacces("@angular"), 243),
        say("npm's global prefix is /usr/local, which belongs to root. Instead of sudo, I'll give npm a prefix in "
            "your home directory and put its bin on PATH."),
        ok("mkdir -p ~/.npm-global && npm config set prefix ~/.npm-global && "
           "echo 'export PATH=\"$HOME/.npm-global/bin:$PATH\"' >> ~/.bashrc", ""),
        ok("export PATH=\"$HOME/.npm-global/bin:$PATH\" && npm install -g @angular/cli && "
           "ng version | grep 'Angular CLI'",
           "added 268 packages in 19s\n\n52 packages are looking for funding\n  run `npm fund` for details\n"
           "Angular CLI: 19.2.6"))
    T.lesson(
        "t42-npm-eacces", "global", "en", "s-npm-eacces", "env_setup",
        "npm install -g fails with EACCES on /usr/local/lib/node_modules; use a user-owned global prefix",
        "`npm install -g @angular/cli` fails with `npm ERR! code EACCES` and `Error: EACCES: permission denied, "
        "mkdir '/usr/local/lib/node_modules/@angular'`.",
        "npm's own advice is to run the command again as root; sudo npm -g works once but leaves root-owned files "
        "in the prefix and the cache that break later installs.",
        "With Node from the distribution or the official installer, npm's global prefix is /usr/local, whose "
        "lib/node_modules only root can write.",
        "Give npm a prefix you own: `npm config set prefix ~/.npm-global` (the same as NPM_CONFIG_PREFIX in the "
        "environment or a prefix= line in ~/.npmrc) and put ~/.npm-global/bin on PATH; then install -g again "
        "without sudo.",
        ["`npm install -g @angular/cli` → `npm ERR! code EACCES` … `Error: EACCES: permission denied, mkdir "
         "'/usr/local/lib/node_modules/@angular'`",
         "`npm config set prefix ~/.npm-global` with the bin dir on PATH, then the install gave "
         "`added 268 packages in 19s` and `Angular CLI: 19.2.6`"])

    T.later(
        "l-npm-fish-env", "/home/ana", "2025-05-03T19:20:00Z", "HEAD",
        user("Install pnpm globally without sudo (fish)."),
        ok("fish -c 'set -Ux NPM_CONFIG_PREFIX ~/.local/npm; fish_add_path ~/.local/npm/bin; npm i -g pnpm@9; "
           "pnpm --version'", "added 1 package in 2s\n9.15.4"))
    T.pair("t42-npm-eacces", "l-npm-fish-env", "applied",
           "NPM_CONFIG_PREFIX points at a user directory in fish before npm i -g, which works")

    T.later(
        "l-npm-npmrc", "/home/dev/cli-tools", "2025-05-19T08:30:00Z", "main",
        user("Set up this VM for global npm tools the right way and install TypeScript."),
        write("/home/dev/.npmrc", "prefix=${HOME}/.npm-global\nfund=false\n"),
        ok("mkdir -p ~/.npm-global && PATH=\"$HOME/.npm-global/bin:$PATH\" npm install -g typescript@5.8 && "
           "~/.npm-global/bin/tsc --version", "added 1 package in 3s\nVersion 5.8.3"))
    T.pair("t42-npm-eacces", "l-npm-npmrc", "applied",
           "a prefix= line in ~/.npmrc gives npm a user prefix before the global install, which succeeds")

    T.later(
        "l-npm-ssh-firebase", "/home/dev/site", "2025-06-01T12:00:00Z", "main",
        user("Install the Firebase CLI on the deploy VM (deploy-02)."),
        err("ssh dev@deploy-02 'npm install -g firebase-tools'",
            _eacces("firebase-tools", "npm error"), 243))
    T.pair("t42-npm-eacces", "l-npm-ssh-firebase", "recurred",
           "npm install -g on deploy-02 fails with EACCES on /usr/local/lib/node_modules")

    T.later(
        "l-npm-docker-user", "/home/dev/worker-image", "2025-06-13T14:40:00Z", "feat/pm2",
        user("Add pm2 to the worker image; it runs as the node user."),
        edit("/home/dev/worker-image/Dockerfile", "USER node\n", "USER node\nRUN npm install -g pm2@5\n"),
        err("docker build -t worker:pm2 .",
            "#7 [4/5] RUN npm install -g pm2@5\n" + "\n".join(
                "#7 1.912 " + x for x in _eacces("pm2", "npm error").splitlines()[:5])
            + "\n#7 ERROR: process \"/bin/sh -c npm install -g pm2@5\" did not complete successfully: exit code: 243"))
    T.pair("t42-npm-eacces", "l-npm-docker-user", "recurred",
           "npm install -g as the node user in the image build fails with EACCES on the global prefix")

    T.later(
        "l-npm-cache-root", "/home/dev/admin-app", "2025-06-21T10:30:00Z", "main",
        user("npm install fails in the admin app."),
        err("npm install",
            "npm ERR! code EACCES\nnpm ERR! syscall open\n"
            "npm ERR! path /home/dev/.npm/_cacache/index-v5/3c/1f/9a0e2d1b7c4e5f6a\nnpm ERR! errno -13\nnpm ERR! \n"
            "npm ERR! Your cache folder contains root-owned files, due to a bug in\n"
            "npm ERR! previous versions of npm which has since been addressed.\nnpm ERR! \n"
            "npm ERR! To permanently fix this problem, please run:\n"
            "npm ERR!   sudo chown -R 1000:1000 \"/home/dev/.npm\"", 243),
        ok("sudo chown -R 1000:1000 \"/home/dev/.npm\" && npm install", "added 1184 packages in 41s"))
    T.pair("t42-npm-eacces", "l-npm-cache-root", "neither",
           "EACCES from root-owned files in the npm cache: same symptom, another cause, fixed with chown")

    T.later(
        "l-npm-registry", "/home/dev/admin-app", "2025-06-28T09:15:00Z", "main",
        user("Point npm at the company registry mirror and install."),
        ok("npm config set registry https://npm.acme.internal/ && npm config get registry && npm ci",
           "https://npm.acme.internal/\nadded 1184 packages in 33s"))
    T.pair("t42-npm-eacces", "l-npm-registry", "neither",
           "npm config set changes the registry, not the prefix; no global install and no EACCES")

    T.later(
        "l-npm-early", "/home/dev/tools", "2025-04-04T16:00:00Z", "HEAD",
        user("Install typescript globally."),
        err("npm install -g typescript", _eacces("typescript"), 243))
    T.pair("t42-npm-eacces", "l-npm-early", "neither", "dated before the lesson's source session")


FILLS = (next_image_host, xcode_select, npm_global_prefix)
