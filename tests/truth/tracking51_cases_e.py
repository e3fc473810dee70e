"""Cases of the fifty-first tracking corpus (see tracking51_cases.py for the labelling rules): Django's collectstatic
without STATIC_ROOT (a prose-only fix), npm against GitHub Packages with a scope mapping but no auth token (E401),
and a few pairs joining a lesson to a later session written for another lesson."""
from __future__ import annotations

from tests.truth.tracking51_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_STATIC = ("django.core.exceptions.ImproperlyConfigured: You're using the staticfiles app without having set the "
           "STATIC_ROOT setting to a filesystem path.")


def _static_tb(root: str, py: str = "3.12") -> str:
    site = f"{root}/.venv/lib/python{py}/site-packages/django"
    return ("Traceback (most recent call last):\n"
            f"  File \"{root}/manage.py\", line 22, in <module>\n    main()\n"
            f"  File \"{site}/core/management/base.py\", line 459, in execute\n    output = self.handle(*args, "
            f"**options)\n"
            f"  File \"{site}/contrib/staticfiles/management/commands/collectstatic.py\", line 186, in handle\n"
            "    if self.is_local_storage() and self.storage.location:\n"
            f"  File \"{site}/contrib/staticfiles/storage.py\", line 39, in path\n    raise ImproperlyConfigured(\n"
            + _STATIC)


def static_root() -> None:
    T.source(
        "s-static", "/home/ana/clinic-portal", "2025-05-02T08:00:00Z", "deploy/gunicorn",
        user("prepping clinic-portal for the gunicorn + whitenoise deploy; collectstatic errors out"),
        err("python manage.py collectstatic --noinput", _static_tb("/home/ana/clinic-portal")),
        read("/home/ana/clinic-portal/portal/settings.py", "STATIC_URL = \"static/\"\n"
             "STATICFILES_DIRS = [BASE_DIR / \"assets\"]\n"),
        say("The settings have STATIC_URL and STATICFILES_DIRS but no STATIC_ROOT, the directory collectstatic copies "
            "into. It has to be its own directory, not one of the source folders."),
        edit("/home/ana/clinic-portal/portal/settings.py", "STATIC_URL = \"static/\"\n",
             "STATIC_URL = \"static/\"\nSTATIC_ROOT = BASE_DIR / \"staticfiles\"\n"),
        ok("python manage.py collectstatic --noinput",
           "\n163 static files copied to '/home/ana/clinic-portal/staticfiles'."))
    T.lesson(
        "t51-static-root", "global", "en", "s-static", "project_convention",
        "Django collectstatic needs STATIC_ROOT in the settings it runs with",
        "manage.py collectstatic fails with django.core.exceptions.ImproperlyConfigured: You're using the staticfiles "
        "app without having set the STATIC_ROOT setting to a filesystem path.",
        "runserver serves static files fine without STATIC_ROOT in development, so the gap only shows when deploying, "
        "and STATICFILES_DIRS looks like it should be enough.",
        "collectstatic copies every app's and STATICFILES_DIRS's files into STATIC_ROOT; with no STATIC_ROOT the "
        "file system storage has no location and refuses to run.",
        "Give each settings module that runs collectstatic a STATIC_ROOT: a directory of its own outside the "
        "source static folders (for example BASE_DIR / \"staticfiles\", or a path read from the environment in "
        "production settings), then collect again.",
        ["`python manage.py collectstatic --noinput` raised \"You're using the staticfiles app without having set "
         "the STATIC_ROOT setting to a filesystem path.\"",
         "settings.py had only STATIC_URL and STATICFILES_DIRS; with STATIC_ROOT = BASE_DIR / staticfiles added the "
         "rerun reported \"163 static files copied to '/home/ana/clinic-portal/staticfiles'.\""])

    T.later(
        "l-sr-compose", "/home/ana/clinic-portal", "2025-05-19T09:00:00Z", "deploy/prod-settings",
        user("split out prod settings and collect static with them in the compose web service"),
        edit("/home/ana/clinic-portal/portal/settings/prod.py", "from .base import *  # noqa\n",
             "from .base import *  # noqa\n\nDEBUG = False\nSTATIC_ROOT = \"/srv/static\"\n"),
        ok("docker compose run --rm web python manage.py collectstatic --noinput --settings=portal.settings.prod",
           "\n171 static files copied to '/srv/static'."))
    T.pair("t51-static-root", "l-sr-compose", "applied",
           "STATIC_ROOT put in the prod settings before collectstatic ran with them in compose; it copied")

    T.later(
        "l-sr-env", "/home/ana/lab-results", "2025-06-11T10:40:00Z", "docker/static",
        user("make the lab-results image collect static at build time; the path should come from env"),
        edit("/home/ana/lab-results/labs/settings.py", "STATIC_URL = \"/static/\"\n",
             "STATIC_URL = \"/static/\"\nSTATIC_ROOT = os.environ.get(\"DJANGO_STATIC_ROOT\", BASE_DIR / "
             "\"staticfiles\")\n"),
        edit("/home/ana/lab-results/Dockerfile", "RUN pip install --no-cache-dir -r requirements.txt\n",
             "RUN pip install --no-cache-dir -r requirements.txt\nENV DJANGO_STATIC_ROOT=/app/static\n"
             "RUN python manage.py collectstatic --noinput\n"),
        ok("docker build -t lab-results:static .",
           "#9 [6/7] RUN python manage.py collectstatic --noinput\n#9 1.902 \n#9 1.902 208 static files copied to "
           "'/app/static'.\n#9 DONE 2.2s\n#11 naming to docker.io/library/lab-results:static done"))
    T.pair("t51-static-root", "l-sr-env", "applied",
           "STATIC_ROOT set (from the environment) before collectstatic in the built image; no failure")

    T.later(
        "l-sr-ci", "/builds/health/booking", "2025-06-05T06:20:00Z", "release/1.12",
        user("the release job fails at collectstatic; run ci/release.sh locally"),
        ok("cat ci/release.sh", "#!/usr/bin/env bash\nset -euo pipefail\npip install -q -r requirements.txt\n"
           "python manage.py collectstatic --noinput --settings=booking.settings.ci\n"),
        err("bash ci/release.sh", _static_tb("/builds/health/booking")),
        say("booking/settings/ci.py imports base, which has no STATIC_ROOT, and ci.py doesn't add one."))
    T.pair("t51-static-root", "l-sr-ci", "recurred",
           "collectstatic under the CI settings raised the same ImproperlyConfigured for a missing STATIC_ROOT")

    T.later(
        "l-sr-ssh", "/home/ana/helpdesk", "2025-07-08T07:30:00Z", "main",
        user("deploy helpdesk on staging-web: pull, migrate, collectstatic"),
        ok("ssh staging-web 'cd /srv/helpdesk && sudo -u deploy git pull -q && sudo -u deploy .venv/bin/python "
           "manage.py migrate --noinput'", "Operations to perform:\n  Apply all migrations: admin, auth, tickets\n"
           "Running migrations:\n  No migrations to apply."),
        err("ssh staging-web 'cd /srv/helpdesk && sudo -u deploy .venv/bin/python manage.py collectstatic --noinput'",
            _static_tb("/srv/helpdesk", "3.11")),
        edit("/home/ana/helpdesk/helpdesk/settings.py", "STATIC_URL = \"static/\"\n",
             "STATIC_URL = \"static/\"\nSTATIC_ROOT = BASE_DIR / \"staticfiles\"\n"))
    T.pair("t51-static-root", "l-sr-ssh", "recurred",
           "collectstatic over ssh on staging raised the missing STATIC_ROOT ImproperlyConfigured before the edit")

    T.later(
        "l-sr-manifest", "/home/ana/clinic-portal", "2025-06-18T12:10:00Z", "feat/whitenoise-manifest",
        user("tests started failing after I switched to the compressed manifest storage"),
        err("python manage.py test portal.tests.test_pages",
            "E\n======================================================================\nERROR: test_home "
            "(portal.tests.test_pages.PageTests.test_home)\n----------------------------------------------------------"
            "------------\nTraceback (most recent call last):\n  ...\nValueError: Missing staticfiles manifest entry "
            "for "
            "'css/portal.css'\n\nRan 1 test in 0.044s\n\nFAILED (errors=1)"),
        say("The manifest storage needs collectstatic to have run; tests use the plain storage instead."),
        edit("/home/ana/clinic-portal/portal/settings_test.py", "from .settings import *  # noqa\n",
             "from .settings import *  # noqa\n\nSTORAGES = {**STORAGES, \"staticfiles\": {\"BACKEND\": "
             "\"django.contrib.staticfiles.storage.StaticFilesStorage\"}}\n"),
        ok("python manage.py test portal.tests.test_pages --settings=portal.settings_test",
           ".\n----------------------------------------------------------------------\nRan 1 test in 0.031s\n\nOK"))
    T.pair("t51-static-root", "l-sr-manifest", "neither",
           "a different static-files error (missing manifest entry); STATIC_ROOT was not involved")

    T.later(
        "l-sr-secret", "/home/ana/lab-results", "2025-07-29T08:00:00Z", "deploy/env",
        user("collectstatic on the new host fails, maybe the env file isn't loaded"),
        err("python manage.py collectstatic --noinput",
            "Traceback (most recent call last):\n  File \"/home/ana/lab-results/manage.py\", line 22, in <module>\n"
            "    main()\n  ...\ndjango.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be "
            "empty."),
        ok("ls -a", ".\n..\n.env.example\n.git\nlabs\nmanage.py\nrequirements.txt"),
        say("There is no .env on this host, only .env.example, so DJANGO_SECRET_KEY is empty. Copy the real .env "
            "from the vault first; I'll stop here."))
    T.pair("t51-static-root", "l-sr-secret", "neither",
           "another ImproperlyConfigured (an empty SECRET_KEY, no .env on the host); nothing about STATIC_ROOT")

    T.later(
        "l-sr-before", "/home/ana/vet-clinic", "2025-04-11T09:00:00Z", "deploy",
        user("collectstatic fails on vet-clinic"),
        err("python manage.py collectstatic --noinput", _static_tb("/home/ana/vet-clinic")),
        edit("/home/ana/vet-clinic/vet/settings.py", "STATIC_URL = \"static/\"\n",
             "STATIC_URL = \"static/\"\nSTATIC_ROOT = BASE_DIR / \"staticfiles\"\n"),
        ok("python manage.py collectstatic --noinput", "\n88 static files copied to "
                                                       "'/home/ana/vet-clinic/staticfiles'."))
    T.pair("t51-static-root", "l-sr-before", "neither", "dated before the lesson's source session")


def _e401(pkg: str, log: str, legacy: bool = False) -> str:
    tag = "npm ERR!" if legacy else "npm error"
    return (f"{tag} code E401\n{tag} 401 Unauthorized - GET https://npm.pkg.github.com/@acme%2f{pkg} - "
            f"authentication token not provided\n\n{tag} A complete log of this run can be found in: {log}")


def npm_github() -> None:
    T.source(
        "s-npmgh", "/home/lee/storefront", "2025-05-06T10:00:00Z", "chore/design-tokens-2",
        user("added @acme/design-tokens from GitHub Packages and npm install fails"),
        ok("cat .npmrc", "@acme:registry=https://npm.pkg.github.com"),
        err("npm install", _e401("design-tokens", "/home/lee/.npm/_logs/2025-05-06T10_00_41_377Z-debug-0.log")),
        say("GitHub Packages needs a token even to read, and .npmrc only maps the @acme scope to the registry; "
            "nothing gives npm a token for npm.pkg.github.com. Adding an auth line that reads NODE_AUTH_TOKEN, with "
            "the "
            "token from gh (which has read:packages)."),
        ok("gh auth status 2>&1 | grep -i scopes", "  - Token scopes: 'gist', 'read:org', 'read:packages', 'repo'"),
        edit("/home/lee/storefront/.npmrc", "@acme:registry=https://npm.pkg.github.com",
             "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}"),
        ok("NODE_AUTH_TOKEN=$(gh auth token) npm install",
           "\nadded 812 packages, and audited 813 packages in 19s\n\n143 packages are looking for funding\n"
           "  run `npm fund` for details\n\nfound 0 vulnerabilities"))
    T.lesson(
        "t51-npm-ghpkg", "global", "en", "s-npmgh", "tool_quirk",
        "npm with a GitHub Packages scope but no token for npm.pkg.github.com: E401 token not provided",
        "npm install (or ci) of an @org package from GitHub Packages fails with npm error code E401 ... 401 "
        "Unauthorized - GET https://npm.pkg.github.com/@org%2fpkg - authentication token not provided.",
        "The scope line in .npmrc makes it look configured, and the package may be public inside the org; GitHub "
        "Packages still wants a token for every read.",
        "The @scope:registry line only routes the scope; npm sends a token only when an _authToken is set for the "
        "registry host (//npm.pkg.github.com/), and GitHub's npm registry rejects anonymous requests.",
        "Give npm a token for the host: `//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}` in .npmrc with a "
        "read:packages token (`gh auth token`, GITHUB_TOKEN in Actions), or `npm config set "
        "//npm.pkg.github.com/:_authToken <token>`; `npm login --scope=@acme --registry=https://npm.pkg.github.com` "
        "writes the same line.",
        ["With only \"@acme:registry=https://npm.pkg.github.com\" in .npmrc, `npm install` failed: \"401 Unauthorized "
         "- GET https://npm.pkg.github.com/@acme%2fdesign-tokens - authentication token not provided\".",
         "After adding `//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}` to .npmrc, "
         "`NODE_AUTH_TOKEN=$(gh auth token) npm install` \"added 812 packages\"."])

    T.later(
        "l-gh-ci", "/builds/lee/checkout-ui", "2025-05-21T07:40:00Z", "ci/install",
        user("checkout-ui's CI install step; run it here with my gh token"),
        ok("cat ci/install.sh", "#!/usr/bin/env bash\nset -euo pipefail\n"
           "echo \"//npm.pkg.github.com/:_authToken=${GITHUB_TOKEN}\" >> .npmrc\nnpm ci\n"),
        ok("GITHUB_TOKEN=$(gh auth token) bash ci/install.sh",
           "\nadded 644 packages, and audited 645 packages in 14s\n\nfound 0 vulnerabilities"))
    T.pair("t51-npm-ghpkg", "l-gh-ci", "applied",
           "the CI script wrote the npm.pkg.github.com _authToken line before npm ci; installed, no E401")

    T.later(
        "l-gh-pwsh", "C:\\src\\admin-portal", "2025-06-16T12:00:00Z", "main",
        user("set up admin-portal on my windows box; it uses @acme packages. PowerShell, pnpm"),
        ok("powershell -NoProfile -Command \"npm config set //npm.pkg.github.com/:_authToken (gh auth token); "
           "pnpm install\"",
           "Lockfile is up to date, resolution step is skipped\nPackages: +731\n"
           "Progress: resolved 731, reused 702, downloaded 29, added 731, done\n\ndependencies:\n"
           "+ @acme/design-tokens 2.4.0\n+ @acme/ui-kit 5.1.2\n\nDone in 11.2s"))
    T.pair("t51-npm-ghpkg", "l-gh-pwsh", "applied",
           "npm config set //npm.pkg.github.com/:_authToken in PowerShell before pnpm install; no E401")

    T.later(
        "l-gh-yarn", "/home/lee/http-gateway", "2025-06-02T09:15:00Z", "deps/http-kit",
        user("bump @acme/http-kit in http-gateway (yarn 1)"),
        err("yarn add @acme/http-kit@^3.2.0",
            "yarn add v1.22.22\n[1/4] Resolving packages...\nerror An unexpected error occurred: "
            "\"https://npm.pkg.github.com/@acme%2fhttp-kit: Request failed \\\"401 Unauthorized\\\"\".\ninfo If you "
            "think this is a bug, please open an issue at https://github.com/yarnpkg/yarn/issues\ninfo Visit "
            "https://yarnpkg.com/en/docs/cli/add for documentation about this command."),
        ok("cat .npmrc", "@acme:registry=https://npm.pkg.github.com"),
        say("Only the scope is mapped; no token for npm.pkg.github.com is configured in this repo or in ~/.npmrc."))
    T.pair("t51-npm-ghpkg", "l-gh-yarn", "recurred",
           "yarn got 401 Unauthorized from npm.pkg.github.com with only the scope mapped, no token")

    T.later(
        "l-gh-docker", "/home/lee/storefront", "2025-07-01T13:00:00Z", "docker/ci",
        user("build the storefront image with our npm script"),
        ok("npm pkg get scripts.image", "\"docker build -t storefront:dev .\""),
        err("npm run image",
            "\n> storefront@3.8.0 image\n> docker build -t storefront:dev .\n\n#8 [4/7] RUN echo "
            "'@acme:registry=https://npm.pkg.github.com' > .npmrc && npm ci\n#8 2.310 "
            + _e401("ui-kit", "/root/.npm/_logs/2025-07-01T13_00_52_004Z-debug-0.log").replace("\n", "\n#8 2.311 ")
            + "\n#8 ERROR: process \"/bin/sh -c echo '@acme:registry=https://npm.pkg.github.com' > .npmrc && npm ci\" "
            "did not complete successfully: exit code: 1\nERROR: failed to solve: process \"/bin/sh -c echo "
            "'@acme:registry=https://npm.pkg.github.com' > .npmrc && npm ci\" did not complete successfully: exit "
            "code: 1"),
        say("The Dockerfile writes its own .npmrc with only the @acme scope line before npm ci, so inside the build "
            "npm has no token for npm.pkg.github.com. It needs a BuildKit secret and an auth line."))
    T.pair("t51-npm-ghpkg", "l-gh-docker", "recurred",
           "npm ci in the image build (through an npm script) failed with E401 token not provided")

    T.later(
        "l-gh-404", "/home/lee/promo-landing", "2025-07-15T10:20:00Z", "feat/tokens",
        user("add @acme/design-tokens to promo-landing"),
        err("npm install @acme/design-tokens",
            "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fdesign-tokens - "
            "Not found\nnpm error 404\nnpm error 404  '@acme/design-tokens@*' is not in this registry.\n"
            "npm error 404\nnpm error 404 Note that you can also install from a\nnpm error 404 tarball, folder, "
            "http url, or git url.\n\nnpm error A complete log of this run can be found in: "
            "/home/lee/.npm/_logs/2025-07-15T10_20_33_118Z-debug-0.log"),
        ok("ls -a", ".\n..\n.git\nindex.html\npackage.json\nsrc\nvite.config.ts"),
        say("This repo has no .npmrc at all, so npm looked for @acme on the public registry. It needs the @acme "
            "scope mapped to GitHub Packages first; tell me whether to copy storefront's .npmrc."))
    T.pair("t51-npm-ghpkg", "l-gh-404", "neither",
           "a different error (E404 from registry.npmjs.org, the scope never mapped); no token line used")

    T.later(
        "l-gh-publish", "/home/lee/cli-utils", "2025-08-06T15:30:00Z", "release/1.0.0",
        user("publish cli-utils 1.0.0 to npmjs"),
        err("npm publish --access public",
            "npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n"
            "npm error code ENEEDAUTH\nnpm error need auth This command requires you to be logged in to "
            "https://registry.npmjs.org/\nnpm error need auth You need to authorize this machine using `npm adduser`"),
        ok("npm login", "Login at:\nhttps://www.npmjs.com/login?next=/login/cli/5b1c...\nLogged in on "
           "https://registry.npmjs.org/."))
    T.pair("t51-npm-ghpkg", "l-gh-publish", "neither",
           "another registry and error (ENEEDAUTH publishing to npmjs), not GitHub Packages' missing token")

    T.later(
        "l-gh-before", "/home/lee/brand-site", "2025-04-02T08:30:00Z", "main",
        user("brand-site needs @acme/design-tokens"),
        ok("npm config set //npm.pkg.github.com/:_authToken \"$(gh auth token)\" && npm install @acme/design-tokens",
           "\nadded 1 package, and audited 402 packages in 3s\n\nfound 0 vulnerabilities"))
    T.pair("t51-npm-ghpkg", "l-gh-before", "neither", "dated before the lesson's source session")


def cross() -> None:
    """Later sessions written for one lesson, paired with another lesson they might be mistaken for."""
    T.pair("t51-tkinter", "l-lxml-xmllint", "neither",
           "apt installed libxml2-utils for xmllint; nothing about tkinter")
    T.pair("t51-lxml", "l-tk-docker", "neither", "the Dockerfile's apt line installs python3-tk; no lxml is built")
    T.pair("t51-tkinter", "l-lxml-pyh", "neither",
           "apt installed python3.13-dev for an lxml build; no tkinter import or failure")
    T.pair("t51-lxml", "l-tk-pyenv", "neither", "a pyenv rebuild for _tkinter with tk-dev; no lxml build")
    T.pair("t51-jaxb", "l-ao-ucv", "neither",
           "UnsupportedClassVersionError on an old runtime, not a missing javax.xml.bind class")
    T.pair("t51-addopens", "l-jaxb-ssh", "neither",
           "NoClassDefFoundError for JAXB on Java 17, not an InaccessibleObjectException; no --add-opens")


FILLS = [static_root, npm_github, cross]
