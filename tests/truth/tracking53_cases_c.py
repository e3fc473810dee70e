"""Cases of the fifty-third tracking corpus (tables and rules in tracking53_cases.py): docker against a plain-HTTP
private registry, PyYAML 5.x built from source under Cython 3, and ruff 0.5+ without the `check` subcommand."""
from __future__ import annotations

from tests.truth.tracking53_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_REG = "10.20.0.15:5000"
_HTTP_ERR = f"Get \"https://{_REG}/v2/\": http: server gave HTTP response to HTTPS client\n"


# ---------------------------------------------------------------------------------------------------------------
# 7. docker and a plain-HTTP private registry: insecure-registries in daemon.json (project)
# ---------------------------------------------------------------------------------------------------------------
def fill_insecure_registry() -> None:
    T.source(
        "s-insecure-reg", "/home/ops/lab-infra", "2025-04-16T11:30:00Z", "main",
        user(f"Push the api image I just built to our lab registry ({_REG}). It's plain http for now, no TLS."),
        err(f"docker push {_REG}/lab/api:1.4.0", f"The push refers to repository [{_REG}/lab/api]\n" + _HTTP_ERR),
        ok("cat /etc/docker/daemon.json",
           "{\n  \"log-driver\": \"json-file\",\n  \"log-opts\": {\"max-size\": \"10m\"}\n}\n"),
        say("The Docker daemon always tries HTTPS for a registry unless the registry is listed under "
            "insecure-registries in /etc/docker/daemon.json (localhost excepted), and it reads that file only at "
            "start. Adding the lab registry and restarting dockerd."),
        ok("sudo tee /etc/docker/daemon.json >/dev/null <<'EOF'\n{\n  \"log-driver\": \"json-file\",\n"
           "  \"log-opts\": {\"max-size\": \"10m\"},\n"
           f"  \"insecure-registries\": [\"{_REG}\"]\n}}\nEOF", ""),
        ok(f"sudo systemctl restart docker && docker push {_REG}/lab/api:1.4.0",
           f"The push refers to repository [{_REG}/lab/api]\n5f70bf18a086: Pushed\n9c1a2b3c4d5e: Pushed\n"
           "e0f1a2b3c4d5: Pushed\n"
           "1.4.0: digest: sha256:3c4f8e2a9b1d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e "
           "size: 1573\n"),
    )
    T.lesson(
        "t53-docker-insecure-registry", "project", "en", "s-insecure-reg", "env_setup",
        f"Docker hosts must list the plain-HTTP lab registry {_REG} under insecure-registries",
        f"docker push/pull against the lab registry {_REG} fails with \"http: server gave HTTP response to "
        "HTTPS client\".",
        "The registry answers fine with curl over http, so the image or the tag looks wrong; it is the "
        "daemon's scheme.",
        "dockerd talks HTTPS to every registry except localhost unless the registry is listed in "
        "insecure-registries of its daemon.json, which it reads only at start.",
        f"On every Docker host that pushes or pulls from the lab registry, add \"insecure-registries\": "
        f"[\"{_REG}\"] to /etc/docker/daemon.json (Docker Desktop: ~/.docker/daemon.json or its Docker Engine "
        "settings) and restart the daemon.",
        [f"`docker push {_REG}/lab/api:1.4.0` failed with \"http: server gave HTTP response to HTTPS client\"",
         f"after adding \"insecure-registries\" to /etc/docker/daemon.json, `sudo systemctl restart docker && "
         f"docker push {_REG}/lab/api:1.4.0` printed \"1.4.0: digest: sha256:3c4f8e2a9b1d\""],
    )

    T.later(
        "l-insreg-0", "/home/ops/lab-infra", "2025-03-25T13:00:00Z", "main",
        user("Start a registry:2 on this box (10.20.0.15), port 5000, data in /srv/registry, and check it works."),
        ok("docker run -d --restart always --name registry -p 5000:5000 -v /srv/registry:/var/lib/registry "
           "registry:2", "7d2f4c9e0b1a3c5d7e9f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d\n"),
        ok("docker tag alpine:3.19 localhost:5000/smoke/alpine:3.19 && docker push localhost:5000/smoke/alpine:3.19 "
           "&& curl -s http://localhost:5000/v2/_catalog",
           "The push refers to repository [localhost:5000/smoke/alpine]\nd4fc045c9e3a: Pushed\n"
           "3.19: digest: sha256:6457d53fb065d6f250e1504b9bc42d5b6c65941d57532c072d929dd0628977d0 size: 528\n"
           "{\"repositories\":[\"smoke/alpine\"]}\n"),
        say(f"Registry is up on :5000 with storage in /srv/registry; other hosts will reach it as {_REG}."),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-insreg-1", "/home/ops/lab-infra", "2025-05-09T09:15:00Z", "main",
        user("ci-runner-3 fails every job at the pull step since it was rebuilt. Look at it?"),
        err(f"ssh ci-runner-3 'docker pull {_REG}/lab/worker:2.1.0'", "Error response from daemon: " + _HTTP_ERR),
        ok("ssh ci-runner-3 'cat /etc/docker/daemon.json'", "cat: /etc/docker/daemon.json: No such file or "
           "directory\n"),
        say("The rebuilt runner lost its daemon.json, so dockerd insists on HTTPS for the lab registry again."),
        ok(f"ssh ci-runner-3 'echo \"{{\\\"insecure-registries\\\": [\\\"{_REG}\\\"]}}\" | sudo tee "
           f"/etc/docker/daemon.json && sudo systemctl restart docker && docker pull {_REG}/lab/worker:2.1.0'",
           f"{{\"insecure-registries\": [\"{_REG}\"]}}\n2.1.0: Pulling from lab/worker\n"
           "Digest: sha256:91ab0c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b\n"
           f"Status: Downloaded newer image for {_REG}/lab/worker:2.1.0\n"),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-1", "recurred",
           "the rebuilt CI runner's pull fails with HTTP response to HTTPS client, then daemon.json restored")

    T.later(
        "l-insreg-2", "/home/ops/staging-stack", "2025-06-06T15:30:00Z", "main",
        user("Bring the staging stack up on stg-vm2 (new VM, docker just installed)."),
        err("ssh stg-vm2 'cd /opt/staging-stack && docker compose pull'",
            "[+] Pulling 2/3\n ✔ postgres Pulled\n ✔ redis Pulled\n ✘ api Error\n"
            "Error response from daemon: " + _HTTP_ERR),
        ok(f"ssh stg-vm2 'echo \"{{\\\"insecure-registries\\\": [\\\"{_REG}\\\"]}}\" | sudo tee "
           "/etc/docker/daemon.json >/dev/null && sudo systemctl restart docker && cd /opt/staging-stack && "
           "docker compose pull -q && docker compose up -d'",
           "[+] Running 3/3\n ✔ Container staging-stack-postgres-1  Started\n"
           " ✔ Container staging-stack-redis-1     Started\n ✔ Container staging-stack-api-1       Started\n"),
        say("stg-vm2 now trusts the lab registry over http; the stack is up."),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-2", "recurred",
           "compose pull on a new VM fails with the same HTTP-to-HTTPS error for the lab registry")

    T.later(
        "l-insreg-3", "/home/ops/lab-infra", "2025-05-21T10:40:00Z", "feat/builder-bootstrap",
        user("Write scripts/bootstrap-builder.sh for new build hosts (docker + the lab registry settings) and run "
             "it on builder-4."),
        write("/home/ops/lab-infra/scripts/bootstrap-builder.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\ncurl -fsSL https://get.docker.com | sh\n"
              "sudo mkdir -p /etc/docker\n"
              "sudo tee /etc/docker/daemon.json >/dev/null <<'EOF'\n"
              f"{{\n  \"insecure-registries\": [\"{_REG}\"],\n  \"log-opts\": {{\"max-size\": \"10m\"}}\n}}\nEOF\n"
              "sudo systemctl restart docker\n"),
        ok("ssh builder-4 'bash -s' < scripts/bootstrap-builder.sh && ssh builder-4 "
           f"'docker pull -q {_REG}/lab/api:1.4.0'",
           "# Executing docker install script, commit: 6d9743e9656cc56f699a64800b098d5ea5a60020\n"
           "...\nClient: Docker Engine - Community\n Version:           26.1.3\n"
           f"{_REG}/lab/api:1.4.0\n"),
        say("builder-4 is bootstrapped and pulls from the lab registry."),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-3", "applied",
           "bootstrap script writes insecure-registries and restarts docker before the first pull")

    T.later(
        "l-insreg-4", "/Users/ops/lab-infra", "2025-06-23T08:10:00Z", "main",
        user("Set up my new Mac so I can push to the lab registry, then push lab/tools:0.3.0."),
        read("/Users/ops/.docker/daemon.json",
             "{\n  \"builder\": {\n    \"gc\": {\n      \"defaultKeepStorage\": \"20GB\",\n"
             "      \"enabled\": true\n    }\n  },\n  \"experimental\": false\n}\n"),
        edit("/Users/ops/.docker/daemon.json", "  \"experimental\": false\n",
             f"  \"experimental\": false,\n  \"insecure-registries\": [\"{_REG}\"]\n"),
        ok("osascript -e 'quit app \"Docker\"' && sleep 3 && open -a Docker && sleep 25 && "
           f"docker push {_REG}/lab/tools:0.3.0",
           f"The push refers to repository [{_REG}/lab/tools]\n1a2b3c4d5e6f: Pushed\n"
           "0.3.0: digest: sha256:b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9 size: 946\n"),
        say("Docker Desktop now lists the lab registry as insecure; lab/tools:0.3.0 is pushed."),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-4", "applied",
           "Docker Desktop's daemon.json gets insecure-registries and a restart before the push")

    T.later(
        "l-insreg-5", "/home/ops/lab-infra", "2025-06-28T09:50:00Z", "main",
        user("We put TLS on the registry (registry.lab.internal:5443, cert from our own CA). Pull lab/api from it "
             "on this box."),
        err("docker pull registry.lab.internal:5443/lab/api:1.5.0",
            "Error response from daemon: Get \"https://registry.lab.internal:5443/v2/\": tls: failed to verify "
            "certificate: x509: certificate signed by unknown authority\n"),
        ok("sudo mkdir -p /etc/docker/certs.d/registry.lab.internal:5443 && sudo cp pki/lab-ca.crt "
           "/etc/docker/certs.d/registry.lab.internal:5443/ca.crt && docker pull -q "
           "registry.lab.internal:5443/lab/api:1.5.0", "registry.lab.internal:5443/lab/api:1.5.0\n"),
        say("Docker needed the lab CA under /etc/docker/certs.d for that host:port; the pull works now."),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-5", "neither",
           "x509 unknown authority on the new TLS registry: a different error, fixed with certs.d")

    T.later(
        "l-insreg-6", "/home/ops/lab-infra", "2025-07-02T11:25:00Z", "main",
        user("Push api 1.6.0 to the lab registry; we turned on htpasswd auth yesterday."),
        err(f"docker push {_REG}/lab/api:1.6.0",
            f"The push refers to repository [{_REG}/lab/api]\n4e5f6a7b8c9d: Preparing\n"
            "no basic auth credentials\n"),
        ok(f"docker login {_REG} -u ci --password-stdin < ~/.lab-registry-pass && docker push -q "
           f"{_REG}/lab/api:1.6.0",
           "WARNING! Your password will be stored unencrypted in /home/ops/.docker/config.json.\n"
           f"Login Succeeded\n{_REG}/lab/api:1.6.0\n"),
        say("The registry now needs a login; pushed after docker login."),
    )
    T.pair("t53-docker-insecure-registry", "l-insreg-6", "neither",
           "no basic auth credentials on a host already configured: a different error, fixed by docker login")


# ---------------------------------------------------------------------------------------------------------------
# 8. PyYAML 5.x from source under Cython 3: AttributeError: cython_sources (project)
# ---------------------------------------------------------------------------------------------------------------
def _cython_failure(pkg: str, sdist: str, why: str, size: str = "175 kB", prefix: str = "") -> str:
    lines = [
        f"Collecting {pkg} ({why})",
        f"  Downloading {sdist} ({size})",
        "  Installing build dependencies: started",
        "  Installing build dependencies: finished with status 'done'",
        "  Getting requirements to build wheel: started",
        "  Getting requirements to build wheel: finished with status 'error'",
        "  error: subprocess-exited-with-error",
        "  ",
        "  × Getting requirements to build wheel did not run successfully.",
        "  │ exit code: 1",
        "  ╰─> [54 lines of output]",
        "      running egg_info",
        "      writing lib3/PyYAML.egg-info/PKG-INFO",
        "      writing dependency_links to lib3/PyYAML.egg-info/dependency_links.txt",
        "      writing top-level names to lib3/PyYAML.egg-info/top_level.txt",
        "      Traceback (most recent call last):",
        "        ...",
        "        File \"/tmp/pip-build-env-0x1k2b9q/overlay/lib/python3.11/site-packages/setuptools/_distutils/"
        "cmd.py\", line 107, in __getattr__",
        "          raise AttributeError(attr)",
        "      AttributeError: cython_sources",
        "      [end of output]",
        "  ",
        "  note: This error originates from a subprocess, and is likely not a problem with pip.",
        "error: subprocess-exited-with-error",
        "",
        "× Getting requirements to build wheel did not run successfully.",
        "│ exit code: 1",
        "╰─> See above for output.",
        "",
        "note: This error originates from a subprocess, and is likely not a problem with pip.",
    ]
    return "".join(f"{prefix}{line}\n" for line in lines)


def fill_pyyaml() -> None:
    root = "/home/li/src/deploy-tools"
    T.source(
        "s-pyyaml-cython", root, "2025-04-18T07:45:00Z", "chore/py311",
        user("I'm moving deploy-tools to Python 3.11. Set up .venv from requirements.txt."),
        ok("python3.11 -m venv .venv && .venv/bin/pip install -q --upgrade pip", ""),
        err(".venv/bin/pip install -r requirements.txt",
            "Collecting click==8.1.7 (from -r requirements.txt (line 1))\n"
            "  Using cached click-8.1.7-py3-none-any.whl.metadata (3.0 kB)\n"
            + _cython_failure("PyYAML==5.4.1", "PyYAML-5.4.1.tar.gz", "from -r requirements.txt (line 4)")),
        ok("grep -n -i yaml requirements.txt && grep -rn 'yaml\\.' deploy_tools/ | head",
           "4:PyYAML==5.4.1\ndeploy_tools/config.py:18:        return yaml.safe_load(f)\n"
           "deploy_tools/render.py:40:    return yaml.safe_dump(doc, sort_keys=False)\n"),
        say("PyYAML 5.4.1 has no wheel for 3.11, so pip builds it from the sdist, and under build isolation it "
            "gets Cython 3, which 5.4.1's setup.py can't handle (AttributeError: cython_sources). 6.0.1 ships "
            "cp311 wheels, and the code only uses safe_load/safe_dump, so bumping the pin is the clean fix."),
        ok("sed -i 's/^PyYAML==5.4.1$/PyYAML==6.0.1/' requirements.txt && .venv/bin/pip install -r requirements.txt",
           "Collecting click==8.1.7 (from -r requirements.txt (line 1))\n"
           "Collecting PyYAML==6.0.1 (from -r requirements.txt (line 4))\n"
           "  Downloading PyYAML-6.0.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata "
           "(2.1 kB)\nInstalling collected packages: PyYAML, click, jinja2, requests\n"
           "Successfully installed PyYAML-6.0.1 click-8.1.7 jinja2-3.1.4 requests-2.32.3\n"),
    )
    T.lesson(
        "t53-pyyaml-cython3", "project", "en", "s-pyyaml-cython", "build_config",
        "PyYAML 5.x built from source fails under Cython 3 (AttributeError: cython_sources)",
        "pip install of a requirements file pinning PyYAML 5.4.1 on Python 3.11 stops at \"Getting "
        "requirements to build wheel\" with \"AttributeError: cython_sources\".",
        "The traceback is inside setuptools/distutils, so it looks like a broken setuptools or venv.",
        "PyYAML 5.x has no wheels for newer Pythons, so pip builds the sdist; build isolation installs the "
        "latest Cython (3.x), which PyYAML 5.x's setup.py does not support.",
        "Pin PyYAML==6.0.1 or later (wheels for current Pythons, builds with Cython 3). If 5.x must stay, "
        "install \"cython<3.0.0\" and wheel first and build it with `pip install --no-build-isolation "
        "PyYAML==5.4.1`.",
        ["`.venv/bin/pip install -r requirements.txt` failed with \"AttributeError: cython_sources\" while "
         "\"Getting requirements to build wheel\" for PyYAML==5.4.1",
         "after `sed -i 's/^PyYAML==5.4.1$/PyYAML==6.0.1/' requirements.txt` the install ended with "
         "\"Successfully installed PyYAML-6.0.1\""],
    )

    T.later(
        "l-pyyaml-1", "/home/li/src/notify-svc", "2025-05-10T06:00:00Z", "chore/py311-image",
        user("Rebuild the notify-svc image on python:3.11-slim (was 3.8)."),
        err("docker build -t notify-svc .",
            "#8 [3/5] RUN pip install --no-cache-dir -r requirements.txt\n"
            + _cython_failure("PyYAML==5.3.1", "PyYAML-5.3.1.tar.gz", "from -r requirements.txt (line 6)",
                              "269 kB", "#8 3.104 ")
            + "#8 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not complete "
              "successfully: exit code: 1\n"),
        say("Same PyYAML-under-Cython-3 build failure as deploy-tools had; bumping the pin to 6.0.1."),
        edit("/home/li/src/notify-svc/requirements.txt", "PyYAML==5.3.1", "PyYAML==6.0.1"),
        ok("docker build -q -t notify-svc . && docker run --rm notify-svc python -c 'import yaml; "
           "print(yaml.__version__)'", "sha256:0b7e2d4c6a8f\n6.0.1\n"),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-1", "recurred",
           "PyYAML 5.3.1 sdist build fails with cython_sources in a Docker build, then the pin is bumped")

    T.later(
        "l-pyyaml-2", "/home/li/src/legacy-deploy", "2025-06-13T09:20:00Z", "ci/py310",
        user("The legacy deploy job installs docker-compose 1.29.2 with pip; it broke after we moved the CI "
             "image to Python 3.10. Reproduce it here."),
        err("python3.10 -m venv /tmp/ld && /tmp/ld/bin/pip install docker-compose==1.29.2",
            "Collecting docker-compose==1.29.2\n  Using cached docker_compose-1.29.2-py2.py3-none-any.whl.metadata "
            "(7.0 kB)\n"
            + _cython_failure("PyYAML<6,>=3.10", "PyYAML-5.4.1.tar.gz", "from docker-compose==1.29.2")),
        say("docker-compose 1.29.2 caps PyYAML below 6, so here 5.4.1 has to be built; pre-installing Cython<3 "
            "and building it without isolation."),
        ok("/tmp/ld/bin/pip install 'cython<3.0.0' wheel && /tmp/ld/bin/pip install --no-build-isolation "
           "PyYAML==5.4.1 && /tmp/ld/bin/pip install docker-compose==1.29.2",
           "Successfully installed cython-0.29.37 wheel-0.43.0\nSuccessfully installed PyYAML-5.4.1\n"
           "Successfully installed docker-compose-1.29.2 ...\n"),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-2", "recurred",
           "docker-compose 1.29.2 pulls PyYAML 5.4.1 sdist on 3.10 and hits cython_sources again")

    T.later(
        "l-pyyaml-3", "/home/li/src/legacy-deploy", "2025-05-24T08:00:00Z", "ci/legacy-job",
        user("Write ci/install-legacy.sh for the legacy job: it needs PyYAML 5.4.1 exactly (an old ansible "
             "plugin), then requirements-legacy.txt. Run it in a fresh 3.11 venv to check."),
        write("/home/li/src/legacy-deploy/ci/install-legacy.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\n"
              "# PyYAML 5.4.1 only builds with Cython < 3\n"
              "pip install \"cython<3.0.0\" wheel\npip install --no-build-isolation \"PyYAML==5.4.1\"\n"
              "pip install -r requirements-legacy.txt\n"),
        ok("python3.11 -m venv /tmp/leg && . /tmp/leg/bin/activate && bash ci/install-legacy.sh | tail -n 3",
           "Successfully installed cython-0.29.37 wheel-0.43.0\nSuccessfully installed PyYAML-5.4.1\n"
           "Successfully installed ansible-core-2.15.12 jinja2-3.1.4 resolvelib-1.0.1\n"),
        say("ci/install-legacy.sh installs PyYAML 5.4.1 with Cython<3 and no build isolation, then the rest."),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-3", "applied",
           "a CI script installs cython<3 and PyYAML 5.4.1 with --no-build-isolation; no build failure")

    T.later(
        "l-pyyaml-4", "/home/li/src/deploy-tools", "2025-06-27T10:30:00Z", "chore/dev-reqs",
        user("requirements-dev.txt still pins PyYAML==5.4.1 for the lint tools. Bump it like we did for the main "
             "requirements and install the dev set."),
        edit("/home/li/src/deploy-tools/requirements-dev.txt", "PyYAML==5.4.1", "PyYAML==6.0.1"),
        ok(".venv/bin/pip install -r requirements-dev.txt | tail -n 1",
           "Successfully installed ansible-lint-24.2.3 yamllint-1.35.1\n"),
        say("Dev requirements install cleanly with PyYAML 6.0.1."),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-4", "applied", "PyYAML pin bumped to 6.0.1 before installing; no build")

    T.later(
        "l-pyyaml-5", "/home/li/src/deploy-tools", "2025-05-14T13:10:00Z", "feat/inventory",
        user("tools/inventory.py crashes on load after the upgrade."),
        err(".venv/bin/python tools/inventory.py hosts.yml",
            "Traceback (most recent call last):\n  File \"/home/li/src/deploy-tools/tools/inventory.py\", line 12, "
            "in <module>\n    data = yaml.load(f)\n           ^^^^^^^^^^^^\n"
            "TypeError: load() missing 1 required positional argument: 'Loader'\n"),
        edit("/home/li/src/deploy-tools/tools/inventory.py", "data = yaml.load(f)", "data = yaml.safe_load(f)"),
        ok(".venv/bin/python tools/inventory.py hosts.yml", "14 hosts in 3 groups\n"),
        say("PyYAML 6 requires a Loader for yaml.load; safe_load is what this file wanted."),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-5", "neither", "PyYAML 6's load() Loader TypeError: a different error")

    T.later(
        "l-pyyaml-6", "/home/li/src/metrics-agent", "2025-06-01T07:40:00Z", "main",
        user("Install metrics-agent's requirements in the python:3.11-slim dev container."),
        err("docker compose exec -T dev pip install -r requirements.txt",
            "Collecting psutil==5.9.8 (from -r requirements.txt (line 2))\n  Downloading psutil-5.9.8.tar.gz "
            "(503 kB)\n  Installing build dependencies: finished with status 'done'\nBuilding wheels for collected "
            "packages: psutil\n  Building wheel for psutil (pyproject.toml): finished with status 'error'\n"
            "  error: subprocess-exited-with-error\n  ...\n      error: command 'gcc' failed: No such file or "
            "directory\n  ERROR: Failed building wheel for psutil\nERROR: Could not build wheels for psutil, which "
            "is required to install pyproject.toml-based projects\n"),
        ok("docker compose exec -T dev sh -c 'apt-get update -qq && apt-get install -y -qq gcc python3-dev "
           ">/dev/null && pip install -q -r requirements.txt' && echo done", "done\n"),
        say("psutil needed gcc in the slim container; installed the build tools."),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-6", "neither", "psutil's missing gcc: another package, a different error")

    T.later(
        "l-pyyaml-7", "/home/li/src/deploy-tools", "2025-07-03T08:00:00Z", "docs/contributing",
        user("Someone on Slack hit \"AttributeError: cython_sources\" installing an old branch. Don't install "
             "anything; add a note to CONTRIBUTING.md about which PyYAML to use."),
        edit("/home/li/src/deploy-tools/CONTRIBUTING.md", "## Setup\n",
             "## Setup\n\nUse PyYAML 6.0.1 or newer. Old branches pinning 5.x fail to build under Cython 3 "
             "(`AttributeError: cython_sources`); bump the pin when you rebase.\n"),
        say("CONTRIBUTING.md now explains the PyYAML pin."),
    )
    T.pair("t53-pyyaml-cython3", "l-pyyaml-7", "neither",
           "error only quoted from Slack; the advice only written in a doc")


# ---------------------------------------------------------------------------------------------------------------
# 9. ruff 0.5+: `ruff <path>` removed, use `ruff check` (global)
# ---------------------------------------------------------------------------------------------------------------
def _ruff_unrecognized(word: str) -> str:
    return (f"error: unrecognized subcommand '{word}'\n\nUsage: ruff [OPTIONS] <COMMAND>\n\n"
            "For more information, try '--help'.\n")


def fill_ruff() -> None:
    root = "/home/nadia/code/ingest"
    T.source(
        "s-ruff-check", root, "2025-04-20T13:00:00Z", "chore/ruff-bump",
        user("I bumped ruff to 0.6.9 in the dev deps and now `make lint` is broken."),
        err("make lint", "ruff src tests\n" + _ruff_unrecognized("src") + "make: *** [Makefile:12: lint] Error 2\n",
            2),
        ok("ruff --version", "ruff 0.6.9\n"),
        say("ruff 0.5.0 removed the old bare form `ruff <path>`; linting is only `ruff check <path>` now, so clap "
            "takes `src` for a subcommand name."),
        edit(f"{root}/Makefile", "lint:\n\truff src tests\n", "lint:\n\truff check src tests\n"),
        ok("make lint", "ruff check src tests\nAll checks passed!\n"),
    )
    T.lesson(
        "t53-ruff-check-subcommand", "global", "en", "s-ruff-check", "tool_quirk",
        "ruff 0.5+ has no bare `ruff <path>`: lint with `ruff check <path>`",
        "After upgrading ruff past 0.5, a lint target running `ruff src tests` fails with \"error: "
        "unrecognized subcommand 'src'\".",
        "The message names the directory, so it looks like a wrong path or a missing folder.",
        "ruff 0.5.0 removed the deprecated implicit check command; the first argument must now be a "
        "subcommand (check, format, ...).",
        "Spell linting as `ruff check <paths>` (with any flags after check, e.g. `ruff check --fix .`) in "
        "Makefiles, tox, CI scripts and hooks.",
        ["`make lint` ran \"ruff src tests\" and failed with \"error: unrecognized subcommand 'src'\"",
         "`ruff --version` printed \"ruff 0.6.9\"",
         "after the Makefile edit `make lint` ran \"ruff check src tests\" and printed \"All checks passed!\""],
    )

    T.later(
        "l-ruff-0", root, "2025-04-04T09:30:00Z", "main",
        user("Run the linter before I push."),
        ok("ruff --version && make lint", "ruff 0.4.4\nruff src tests\n"),
        say("Lint is clean (ruff 0.4.4)."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-ruff-1", "/home/nadia/code/billing", "2025-05-13T10:20:00Z", "chore/deps",
        user("Bump the dev deps in billing and run tox -e lint."),
        err("tox -e lint",
            "lint: install_deps> python -I -m pip install ruff==0.6.9\nlint: commands[0]> ruff app tests\n"
            + _ruff_unrecognized("app")
            + "lint: exit 2 (0.02 seconds) /home/nadia/code/billing> ruff app tests pid=48211\n"
              "  lint: FAIL code 2 (1.84=setup[1.82]+cmd[0.02] seconds)\n  evaluation failed :( (1.90 seconds)\n", 2),
        edit("/home/nadia/code/billing/tox.ini", "commands = ruff app tests", "commands = ruff check app tests"),
        ok("tox -e lint", "lint: commands[0]> ruff check app tests\nAll checks passed!\n"
           "  lint: OK (0.41=setup[0.32]+cmd[0.09] seconds)\n  congratulations :) (0.49 seconds)\n"),
        say("tox's lint env now calls `ruff check`."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-1", "recurred",
           "tox lint runs `ruff app tests` on ruff 0.6.9: unrecognized subcommand 'app', then fixed")

    T.later(
        "l-ruff-2", "/home/nadia/code/ingest-ui", "2025-06-04T16:00:00Z", "main",
        user("Our CI lint step fails on ingest-ui; run scripts/ci-lint.sh locally."),
        err("bash scripts/ci-lint.sh", "+ pip install -q -r requirements-dev.txt\n+ ruff .\n"
            + _ruff_unrecognized("."), 2),
        edit("/home/nadia/code/ingest-ui/scripts/ci-lint.sh", "ruff .\n", "ruff check .\n"),
        ok("bash scripts/ci-lint.sh", "+ pip install -q -r requirements-dev.txt\n+ ruff check .\nAll checks passed!\n"),
        say("The CI script used the removed `ruff .` form; it runs `ruff check .` now."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-2", "recurred",
           "the CI lint script's `ruff .` fails with unrecognized subcommand '.'")

    T.later(
        "l-ruff-3", root, "2025-05-27T08:45:00Z", "feat/batch-loader",
        user("Fix the lint issues in src/ingest/batch.py automatically where possible."),
        ok("ruff check --fix src/ingest/batch.py",
           "Found 4 errors (4 fixed, 0 remaining).\n"),
        say("ruff fixed 4 issues (unused imports and import order); nothing left."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-3", "applied", "`ruff check --fix` used directly, no failure")

    T.later(
        "l-ruff-4", "/home/nadia/code/feeds", "2025-06-18T11:15:00Z", "chore/tooling",
        user("feeds has no lint target yet. Add one with ruff (same setup as ingest) and run it."),
        write("/home/nadia/code/feeds/Makefile", ".PHONY: lint test\n\nlint:\n\truff check src tests\n\n"
              "test:\n\tpytest -q\n"),
        err("make lint",
            "ruff check src tests\nsrc/feeds/rss.py:3:8: F401 [*] `re` imported but unused\n"
            "Found 1 error.\n[*] 1 fixable with the `--fix` option.\nmake: *** [Makefile:4: lint] Error 1\n"),
        edit("/home/nadia/code/feeds/src/feeds/rss.py", "import re\n", ""),
        ok("make lint", "ruff check src tests\nAll checks passed!\n"),
        say("`make lint` runs `ruff check src tests`; I removed the one unused import it found."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-4", "applied",
           "new Makefile target uses `ruff check`; the F401 finding is a lint result, not the CLI error")

    T.later(
        "l-ruff-5", root, "2025-06-10T14:30:00Z", "feat/cli",
        user("Check formatting before I open the PR."),
        err("ruff format --check .",
            "Would reformat: src/ingest/cli.py\n1 file would be reformatted, 23 files already formatted\n"),
        ok("ruff format src/ingest/cli.py", "1 file reformatted\n"),
        say("cli.py needed formatting; done."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-5", "neither",
           "ruff format --check: the tool run for formatting, a different failure")

    T.later(
        "l-ruff-6", root, "2025-07-01T09:00:00Z", "docs/dev",
        user("Update docs/dev.md: it still tells people to run `ruff src`. Just the doc."),
        edit(f"{root}/docs/dev.md", "Lint with `ruff src tests`.", "Lint with `ruff check src tests` (ruff 0.5+)."),
        say("docs/dev.md now says `ruff check src tests`."),
    )
    T.pair("t53-ruff-check-subcommand", "l-ruff-6", "neither", "`ruff check` only written into a doc, nothing run")


FILLS = [fill_insecure_registry, fill_pyyaml, fill_ruff]
