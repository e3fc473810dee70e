"""tracking16, part d: MkDocs installed with pipx not seeing themes/plugins installed with pip (`pipx inject`),
and hatch-vcs / setuptools-scm failing to find a version without .git (`SETUPTOOLS_SCM_PRETEND_VERSION`).
Rules in tracking16_cases.py."""
from __future__ import annotations

from tests.truth.tracking16_cases import T, edit, err, grep, ok, read, say, u, write

# --- G. pipx-installed mkdocs and the material theme -----------------------------------------------

PX = "/home/sora/src/handbook"
THEME = "Error: Unrecognised theme name: 'material'. The available installed themes are: mkdocs, readthedocs"


def lesson_g() -> None:
    T.source(
        "s-pipx-inject", PX, "2025-04-09T07:30:00Z", "docs/material",
        u("switch the handbook to the material theme and check it builds. mkdocs is from pipx on this box"),
        edit(f"{PX}/mkdocs.yml", "theme:\n  name: readthedocs", "theme:\n  name: material\n  features:\n    - navigation.tabs"),
        ok("pip install --user mkdocs-material",
           "Successfully installed mkdocs-material-9.5.21 mkdocs-material-extensions-1.3.1 paginate-0.5.6"),
        err("mkdocs build --strict", "INFO    -  Cleaning site directory\n" + THEME, 1),
        ok("head -1 $(command -v mkdocs)", "#!/home/sora/.local/share/pipx/venvs/mkdocs/bin/python"),
        say("The `mkdocs` on PATH runs inside pipx's own venv, so `pip install --user` put the theme somewhere it can't "
            "see. The theme has to be injected into the pipx venv."),
        ok("pipx inject mkdocs mkdocs-material", "  injected package mkdocs-material into venv mkdocs\ndone! ✨ 🌟 ✨"),
        ok("mkdocs build --strict", "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: "
           "/home/sora/src/handbook/site\nINFO    -  Documentation built in 1.92 seconds"),
    )
    T.lesson(
        "t16-pipx-inject-mkdocs", "global", "ko", "s-pipx-inject", "env_setup",
        "pipx로 설치한 mkdocs에는 테마/플러그인을 `pipx inject`로 넣어야 함",
        "`mkdocs build`가 `Error: Unrecognised theme name: 'material'` 로 실패한다 (pip로 mkdocs-material을 설치했는데도).",
        "`pip install --user mkdocs-material`은 성공하지만 pipx의 격리된 venv에는 들어가지 않는다.",
        "pipx는 앱마다 별도 venv(`~/.local/share/pipx/venvs/mkdocs`)를 쓰므로 다른 곳에 설치한 패키지를 볼 수 없다.",
        "`pipx inject mkdocs mkdocs-material` (플러그인도 같은 방식으로 `pipx inject mkdocs <plugin>`) 후 다시 빌드한다.",
        ["`mkdocs build --strict` → `Error: Unrecognised theme name: 'material'. The available installed themes are: "
         "mkdocs, readthedocs`",
         "`head -1 $(command -v mkdocs)` → `#!/home/sora/.local/share/pipx/venvs/mkdocs/bin/python`",
         "`pipx inject mkdocs mkdocs-material` 후 `Documentation built in 1.92 seconds`"],
    )


def later_g() -> None:
    T.later(
        "l-px-newbox", "/home/sora/src/handbook", "2025-04-17T08:00:00Z", "main",
        u("set up mkdocs on this new workstation and build the handbook"),
        ok("pipx install mkdocs && pipx inject mkdocs mkdocs-material mkdocs-glightbox",
           "  installed package mkdocs 1.6.0, installed using Python 3.12.3\n  These apps are now globally available\n    - mkdocs\n"
           "done! ✨ 🌟 ✨\n  injected package mkdocs-material into venv mkdocs\n  injected package mkdocs-glightbox into venv mkdocs\ndone! ✨ 🌟 ✨"),
        ok("mkdocs build --strict", "INFO    -  Documentation built in 2.04 seconds"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-newbox", "applied",
           "injects mkdocs-material into the pipx venv right after installing mkdocs; the build succeeds")

    T.later(
        "l-px-preinstall", "/home/sora/src/api-docs", "2025-05-03T10:20:00Z", "main",
        u("the api-docs site uses material plus mkdocstrings. install what's needed with pipx and build it"),
        ok("pipx install mkdocs --preinstall mkdocs-material --preinstall 'mkdocstrings[python]'",
           "  installed package mkdocs 1.6.0, installed using Python 3.12.3\n  These apps are now globally available\n    - mkdocs\ndone! ✨ 🌟 ✨"),
        ok("mkdocs build", "INFO    -  Cleaning site directory\nINFO    -  Documentation built in 4.77 seconds"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-preinstall", "applied",
           "installs the theme into the pipx venv with pipx install --preinstall before building; no theme error")

    T.later(
        "l-px-runpip", PX, "2025-05-16T09:10:00Z", "docs/diagrams",
        u("add mermaid diagrams support (mkdocs-mermaid2-plugin) to the handbook"),
        ok("pipx runpip mkdocs install mkdocs-mermaid2-plugin==1.1.1", "Successfully installed mkdocs-mermaid2-plugin-1.1.1 jsbeautifier-1.15.1"),
        edit(f"{PX}/mkdocs.yml", "plugins:\n  - search", "plugins:\n  - search\n  - mermaid2"),
        ok("mkdocs build --strict", "INFO    -  MERMAID2  - Initialization arguments: {}\nINFO    -  Documentation built in 2.31 seconds"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-runpip", "applied",
           "installs the plugin into mkdocs's pipx venv with pipx runpip before enabling it; builds clean")

    T.later(
        "l-px-plugin", PX, "2025-05-28T14:00:00Z", "docs/revision-dates",
        u("show last-updated dates on each handbook page"),
        edit(f"{PX}/mkdocs.yml", "  - mermaid2", "  - mermaid2\n  - git-revision-date-localized"),
        ok("pip install --user mkdocs-git-revision-date-localized-plugin", "Successfully installed mkdocs-git-revision-date-localized-plugin-1.2.5"),
        err("mkdocs build --strict",
            "Error: MkDocs encountered an error parsing the configuration file: The \"git-revision-date-localized\" plugin is not installed"),
        say("Same thing as with the theme: pip put it outside the pipx venv."),
        ok("pipx inject mkdocs mkdocs-git-revision-date-localized-plugin && mkdocs build --strict",
           "  injected package mkdocs-git-revision-date-localized-plugin into venv mkdocs\ndone! ✨ 🌟 ✨\n"
           "INFO    -  Documentation built in 3.05 seconds"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-plugin", "recurred",
           "a pip --user installed plugin is 'not installed' for the pipx mkdocs; same cause, fixed by inject afterwards")

    T.later(
        "l-px-otherrepo", "/home/sora/src/infra-notes", "2025-06-06T17:30:00Z", "main",
        u("publish infra-notes to gh-pages"),
        err("mkdocs gh-deploy --force", "INFO    -  Cleaning site directory\n" + THEME),
        ok("pipx inject mkdocs mkdocs-material && mkdocs gh-deploy --force | tail -1",
           "INFO    -  Your documentation should shortly be available at: https://sora.github.io/infra-notes/"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-otherrepo", "recurred",
           "mkdocs gh-deploy in another repo fails with Unrecognised theme name: 'material' before the inject")

    T.later(
        "l-px-venv", "/home/sora/src/company-site", "2025-05-09T11:00:00Z", "main",
        u("company-site docs have their own requirements file; build them in the project venv"),
        ok("python3 -m venv .venv && .venv/bin/pip install -q -r docs/requirements.txt && .venv/bin/mkdocs build -f docs/mkdocs.yml",
           "INFO    -  Cleaning site directory\nINFO    -  Documentation built in 1.18 seconds"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-venv", "neither",
           "mkdocs from a project venv with a requirements file; pipx is not involved and no theme error shows")

    T.later(
        "l-px-strict-link", PX, "2025-04-24T15:00:00Z", "docs/onboarding",
        u("strict build fails on the onboarding page"),
        err("mkdocs build --strict",
            "WARNING -  Doc file 'onboarding/index.md' contains a link 'setup.md', but the target 'onboarding/setup.md' "
            "is not found among documentation files.\n\nAborted with 1 warnings in strict mode!"),
        edit(f"{PX}/docs/onboarding/index.md", "](setup.md)", "](../setup/index.md)"),
        ok("mkdocs build --strict", "INFO    -  Documentation built in 1.88 seconds"),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-strict-link", "neither",
           "a strict-mode broken-link warning, another mkdocs failure; nothing about pipx or themes")

    T.later(
        "l-px-list", PX, "2025-05-30T08:45:00Z", "main",
        u("what's in the mkdocs pipx venv right now?"),
        ok("pipx list --include-injected | sed -n '/package mkdocs/,/^$/p'",
           "   package mkdocs 1.6.0, installed using Python 3.12.3\n    - mkdocs\n    Injected Packages:\n"
           "      - mkdocs-git-revision-date-localized-plugin 1.2.5\n      - mkdocs-material 9.5.21\n      - mkdocs-mermaid2-plugin 1.1.1"),
        say("mkdocs 1.6.0 with three injected packages: material, mermaid2 and git-revision-date-localized."),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-list", "neither",
           "inspect-only pipx list --include-injected; nothing installed or built")

    T.later(
        "l-px-before", PX, "2025-03-28T12:00:00Z", "main",
        u("try the material theme quickly"),
        err("mkdocs serve -t material", "Usage: mkdocs serve [OPTIONS]\n" + THEME.replace("Error: ", "Try 'mkdocs serve -h' for help.\n\nError: ", 1)),
        say("Material isn't available to this mkdocs. Leaving the theme as is for now."),
    )
    T.pair("t16-pipx-inject-mkdocs", "l-px-before", "neither",
           "dated before the lesson's source session")


# --- H. hatch-vcs without .git in a Docker build context ---------------------------------------------

HV = "/home/ines/src/tally"
LOOKUP = ("  LookupError: Error getting the version from source `vcs`: setuptools-scm was unable to detect version for /src.\n\n"
          "  Make sure you're either building from a fully intact git repository or PyPI tarballs. Most other sources "
          "(such as GitHub's tarballs, a git checkout without the .git folder) don't contain the necessary metadata and will not work.")


def lesson_h() -> None:
    T.source(
        "s-hatch-vcs", HV, "2025-04-10T11:00:00Z", "build/docker",
        u("build the tally docker image; .dockerignore keeps .git out of the context"),
        err("docker build -t tally:dev .",
            "#9 [4/5] RUN pip install --no-cache-dir /src\n#9 2.113 Processing /src\n"
            "#9 2.120   Installing build dependencies: started\n#9 4.877   Getting requirements to build wheel: finished with status 'error'\n"
            "#9 4.880   error: subprocess-exited-with-error\n#9 4.881   \n#9 4.881   × Getting requirements to build wheel did not run successfully.\n"
            + "\n".join("#9 4.882 " + line for line in LOOKUP.split("\n")) +
            "\n#9 ERROR: process \"/bin/sh -c pip install --no-cache-dir /src\" did not complete successfully: exit code: 1"),
        say("The version comes from git tags through hatch-vcs, and there's no .git in the build context. "
            "setuptools-scm accepts an override from the environment; I'll pass the version in as a build arg."),
        edit(f"{HV}/Dockerfile", "COPY . /src\nRUN pip install --no-cache-dir /src",
             "COPY . /src\nARG VERSION=0.0.0\nENV SETUPTOOLS_SCM_PRETEND_VERSION=${VERSION}\nRUN pip install --no-cache-dir /src"),
        ok("docker build --build-arg VERSION=$(git describe --tags --abbrev=0 | sed 's/^v//') -t tally:dev . 2>&1 | tail -3 && "
           "docker run --rm tally:dev tally --version",
           "#10 exporting layers 0.4s done\n#10 naming to docker.io/library/tally:dev done\n#10 DONE 0.5s\ntally 1.6.2"),
    )
    T.lesson(
        "t16-hatch-vcs-pretend-version", "project", "en", "s-hatch-vcs", "build_config",
        "tally's hatch-vcs version needs SETUPTOOLS_SCM_PRETEND_VERSION when building without .git",
        "`pip install /src` in the Docker build fails: `LookupError: Error getting the version from source `vcs`: "
        "setuptools-scm was unable to detect version for /src.`",
        "The package builds fine from a checkout, so the failure looks like a Docker problem; it is the missing .git "
        "(excluded by .dockerignore, or a tarball / `git archive` export).",
        "pyproject uses `[tool.hatch.version] source = \"vcs\"`; setuptools-scm reads the version from git metadata.",
        "Set `SETUPTOOLS_SCM_PRETEND_VERSION=<version>` for the build (in the Dockerfile: `ARG VERSION` + `ENV "
        "SETUPTOOLS_SCM_PRETEND_VERSION=${VERSION}`, passed with `--build-arg VERSION=...`).",
        ["`setuptools-scm was unable to detect version for /src.`",
         "Dockerfile: `ENV SETUPTOOLS_SCM_PRETEND_VERSION=${VERSION}`; "
         "`docker build --build-arg VERSION=$(git describe --tags --abbrev=0 | sed 's/^v//') -t tally:dev .` → `tally 1.6.2`"],
    )


def later_h() -> None:
    T.later(
        "l-hv-archive", HV, "2025-04-19T10:00:00Z", "release/1.7",
        u("make the release sdist from a clean git archive export, version 1.7.0"),
        ok("rm -rf /tmp/tally-1.7.0 && git archive --format=tar --prefix=tally-1.7.0/ v1.7.0 | tar -x -C /tmp && "
           "cd /tmp/tally-1.7.0 && SETUPTOOLS_SCM_PRETEND_VERSION=1.7.0 python -m build --sdist",
           "* Creating isolated environment: venv+pip...\n* Installing packages in isolated environment:\n  - hatch-vcs\n  - hatchling\n"
           "* Getting build dependencies for sdist...\n* Building sdist...\nSuccessfully built tally-1.7.0.tar.gz"),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-archive", "applied",
           "sets SETUPTOOLS_SCM_PRETEND_VERSION=1.7.0 before building from a git archive export; sdist builds")

    T.later(
        "l-hv-forpkg", "/home/ines/src/tally-monorepo", "2025-05-06T14:30:00Z", "main",
        u("build a wheel of just the client package from the vendored copy (no git there)"),
        ok("cd vendor/tally-client && SETUPTOOLS_SCM_PRETEND_VERSION_FOR_TALLY_CLIENT=0.9.0 pip wheel --no-deps -w /tmp/wheels .",
           "Processing /home/ines/src/tally-monorepo/vendor/tally-client\n  Building wheel for tally-client (pyproject.toml): finished with status 'done'\n"
           "  Created wheel for tally-client: filename=tally_client-0.9.0-py3-none-any.whl size=18211\nSuccessfully built tally-client"),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-forpkg", "applied",
           "uses the per-package SETUPTOOLS_SCM_PRETEND_VERSION_FOR_TALLY_CLIENT up front; the wheel builds")

    T.later(
        "l-hv-containerfile", "/home/ines/src/tally-worker", "2025-05-20T09:20:00Z", "main",
        u("tally-worker needs an image too, same layout as tally. use buildah on the build host"),
        write("/home/ines/src/tally-worker/Containerfile",
              "FROM python:3.12-slim\nARG VERSION=0.0.0\nENV SETUPTOOLS_SCM_PRETEND_VERSION=$VERSION\nCOPY . /src\n"
              "RUN pip install --no-cache-dir /src\nCMD [\"tally-worker\"]\n"),
        ok("buildah bud --build-arg VERSION=0.4.1 -t tally-worker:0.4.1 . | tail -2 && podman run --rm tally-worker:0.4.1 tally-worker --version",
           "COMMIT tally-worker:0.4.1\nSuccessfully tagged localhost/tally-worker:0.4.1\ntally-worker 0.4.1"),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-containerfile", "applied",
           "the Containerfile written sets ENV SETUPTOOLS_SCM_PRETEND_VERSION before pip install; build succeeds")

    T.later(
        "l-hv-tarball", "/home/ines/src/vendor", "2025-05-12T16:00:00Z", "main",
        u("install tally from the github release tarball into the vendor venv"),
        err(".venv/bin/pip install https://github.com/ines/tally/archive/refs/tags/v1.6.2.tar.gz",
            "Collecting https://github.com/ines/tally/archive/refs/tags/v1.6.2.tar.gz\n  Getting requirements to build wheel ... error\n"
            "  error: subprocess-exited-with-error\n\n"
            "  LookupError: Error getting the version from source `vcs`: setuptools-scm was unable to detect version for "
            "/tmp/pip-req-build-k2w9q1x0.\n\n  Make sure you're either building from a fully intact git repository or PyPI tarballs."),
        ok("SETUPTOOLS_SCM_PRETEND_VERSION=1.6.2 .venv/bin/pip install https://github.com/ines/tally/archive/refs/tags/v1.6.2.tar.gz | tail -1",
           "Successfully installed tally-1.6.2"),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-tarball", "recurred",
           "pip install of the GitHub tarball fails with setuptools-scm unable to detect version, then the env var fixes it")

    T.later(
        "l-hv-ci", HV, "2025-06-02T13:40:00Z", "ci/image",
        u("the image job in CI is red after I moved the Dockerfile to docker/"),
        ok("gh run view 9410022711 --log-failed | grep -E 'LookupError|ERROR' | head -3",
           "image\tbuild\t#11 3.904   LookupError: Error getting the version from source `vcs`: setuptools-scm was unable to detect version for /src.\n"
           "image\tbuild\t#11 ERROR: process \"/bin/sh -c pip install --no-cache-dir /src\" did not complete successfully: exit code: 1"),
        read(f"{HV}/docker/Dockerfile", "FROM python:3.12-slim\nCOPY . /src\nRUN pip install --no-cache-dir /src"),
        say("The moved Dockerfile lost the ARG/ENV lines for the version."),
        edit(f"{HV}/docker/Dockerfile", "COPY . /src\n", "COPY . /src\nARG VERSION=0.0.0\nENV SETUPTOOLS_SCM_PRETEND_VERSION=${VERSION}\n"),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-ci", "recurred",
           "the CI log shows the setuptools-scm LookupError for /src again after the Dockerfile moved")

    T.later(
        "l-hv-version", HV, "2025-04-27T09:00:00Z", "main",
        u("what version does hatch think this checkout is?"),
        ok("hatch version", "1.6.3.dev4+g3f2a1bc"),
        say("4 commits past v1.6.2, so hatch-vcs reports 1.6.3.dev4+g3f2a1bc."),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-version", "neither",
           "inspect-only hatch version in a git checkout; no build, no error")

    T.later(
        "l-hv-classifier", HV, "2025-05-15T10:30:00Z", "chore/py314",
        u("add 3.14 to the classifiers and build"),
        edit(f"{HV}/pyproject.toml", "  \"Programming Language :: Python :: 3.13\",",
             "  \"Programming Language :: Python :: 3.13\",\n  \"Programming Language :: Python :: 3.14\","),
        err("hatch build -t wheel",
            "ValueError: Unknown classifier in field `project.classifiers`: Programming Language :: Python :: 3.14"),
        ok("pip install -q -U trove-classifiers && hatch build -t wheel", "[wheel]\ndist/tally-1.6.3.dev5+g8c1d2e4-py3-none-any.whl"),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-classifier", "neither",
           "hatch build fails on an unknown classifier, another cause; the version comes from git fine")

    T.later(
        "l-hv-grep", HV, "2025-05-24T15:15:00Z", "docs/release",
        u("document the release process"),
        grep("PRETEND_VERSION", HV, "Dockerfile:4:ENV SETUPTOOLS_SCM_PRETEND_VERSION=${VERSION}\n"
             "docker/Dockerfile:4:ENV SETUPTOOLS_SCM_PRETEND_VERSION=${VERSION}"),
        write(f"{HV}/docs/releasing.md",
              "# Releasing\n\n1. Tag `vX.Y.Z` on main.\n2. CI builds the image with `--build-arg VERSION=X.Y.Z` "
              "(the Dockerfile turns it into `SETUPTOOLS_SCM_PRETEND_VERSION`).\n3. Publish with `hatch publish`.\n"),
        say("Wrote docs/releasing.md."),
    )
    T.pair("t16-hatch-vcs-pretend-version", "l-hv-grep", "neither",
           "greps the setting and writes it into a docs page; nothing is built")
