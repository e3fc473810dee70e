"""The cases of the nineteenth tracking corpus, part six: Vagrant's forwarded port colliding with a host port
(fixed with `auto_correct: true`), and docker buildx refusing a multi-platform build on the default `docker`
driver. Rules: tracking19_cases.py."""
from __future__ import annotations

from tests.truth.tracking19_cases import T, bash

# ---------------------------------------------------------------- k: Vagrant forwarded port collision

VAGRANT_COLLIDE = """Bringing machine 'default' up with 'virtualbox' provider...
==> default: Checking if box 'bento/ubuntu-24.04' version '202404.26.0' is up to date...
Vagrant cannot forward the specified ports on this VM, since they
would collide with some other application that is already listening
on these ports. The forwarded port to 8080 is already in use
on the host machine.

To fix this, modify your current project's Vagrantfile to use another
port. Example, where '1234' would be replaced by a unique host port:

  config.vm.network :forwarded_port, guest: 80, host: 1234

Sometimes, Vagrant will attempt to auto-correct this for you. In this
case, Vagrant was unable to. This is usually because the guest machine
is in a state which doesn't allow modifying port forwarding. You could
try 'vagrant reload' (equivalent of running a halt followed by an up)
so vagrant can attempt to auto-correct this upon booting. Be warned
that any unsaved work might be lost."""

VAGRANT_UP_OK = """Bringing machine 'default' up with 'virtualbox' provider...
==> default: Clearing any previously set forwarded ports...
==> default: Fixed port collision for 80 => 8080. Now on port 2200.
==> default: Forwarding ports...
    default: 80 (guest) => 2200 (host) (adapter 1)
    default: 22 (guest) => 2222 (host) (adapter 1)
==> default: Booting VM...
==> default: Machine booted and ready!"""


def lesson_k() -> None:
    T.source("s-vagrant-port", "/home/mo/infra/lab-vm", "2025-05-23T12:00:00Z", "main",
             ("user", "Bring the lab VM up. My local nginx is on 8080, if that matters."),
             bash("vagrant up", VAGRANT_COLLIDE, True),
             ("say", "The Vagrantfile forwards guest 80 to host 8080, which your nginx holds. Letting Vagrant pick a "
                     "free port when it collides."),
             ("edit", "/home/mo/infra/lab-vm/Vagrantfile",
              'config.vm.network "forwarded_port", guest: 80, host: 8080',
              'config.vm.network "forwarded_port", guest: 80, host: 8080, auto_correct: true'),
             bash("vagrant up", VAGRANT_UP_OK))
    T.lesson("t19-vagrant-autocorrect", "project", "en", "s-vagrant-port", "env_setup",
             "vagrant up fails when a forwarded host port is taken: add `auto_correct: true`",
             "`vagrant up` aborted with `The forwarded port to 8080 is already in use` on the host machine.",
             "Stopping the host service that holds the port (the local nginx is needed).",
             "A forwarded_port line without auto_correct makes Vagrant refuse to boot when the host port is busy.",
             "Add `auto_correct: true` to the `config.vm.network \"forwarded_port\", guest: <port>, host: <port>` "
             "line in the Vagrantfile, then `vagrant up`; read the real port from `Fixed port collision` in the "
             "output.",
             ["`The forwarded port to 8080 is already in use`", "`auto_correct: true`",
              "`Fixed port collision for 80 => 8080. Now on port 2200.`"])


def later_k() -> None:
    T.later("l-vagrant-newvm", "/home/mo/infra/db-vm", "2025-06-04T12:30:00Z", "main",
            ("user", "Write a Vagrantfile for a Postgres test VM (forward 5432) and boot it."),
            ("write", "/home/mo/infra/db-vm/Vagrantfile",
             'Vagrant.configure("2") do |config|\n  config.vm.box = "bento/ubuntu-24.04"\n'
             '  config.vm.network "forwarded_port", guest: 5432, host: 5432, auto_correct: true\n'
             '  config.vm.provision "shell", path: "provision.sh"\nend\n'),
            bash("vagrant up",
                 VAGRANT_UP_OK.replace("Fixed port collision for 80 => 8080. Now on port 2200.",
                                       "Fixed port collision for 5432 => 5432. Now on port 2201.")
                 .replace("80 (guest) => 2200", "5432 (guest) => 2201")),
            ("say", "The VM is up; 5432 was taken on the host so Postgres is on 2201."))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-newvm", "applied",
           "the new Vagrantfile has auto_correct: true before the first vagrant up; no collision error")

    T.later("l-vagrant-recur", "/home/mo/infra/db-vm", "2025-06-11T09:00:00Z", "feat/pgbouncer",
            ("user", "I added a pgbouncer port to the db VM's Vagrantfile; reload it."),
            bash("vagrant reload",
                 VAGRANT_COLLIDE.replace("Bringing machine 'default' up", "==> default: Attempting graceful shutdown "
                                         "of VM...\nBringing machine 'default' up")
                 .replace("port to 8080", "port to 6432"), True),
            ("say", "Your new line for 6432 has no auto_correct and something on the host already listens on 6432. "
                    "Tell me whether to move it or let Vagrant pick."))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-recur", "recurred",
           "the reload fails with 'The forwarded port to 6432 is already in use' on the host machine")

    T.later("l-vagrant-recur-fix", "/home/mo/infra/lab-vm", "2025-06-18T16:00:00Z", "feat/grafana-port",
            ("user", "forward 3000 from the lab VM too and bring it up"),
            ("edit", "/home/mo/infra/lab-vm/Vagrantfile", "auto_correct: true\n",
             "auto_correct: true\n  config.vm.network \"forwarded_port\", guest: 3000, host: 3000\n"),
            bash("vagrant up", VAGRANT_COLLIDE.replace("port to 8080", "port to 3000"), True),
            ("edit", "/home/mo/infra/lab-vm/Vagrantfile", "guest: 3000, host: 3000",
             "guest: 3000, host: 3000, auto_correct: true"),
            bash("vagrant up", VAGRANT_UP_OK.replace("Fixed port collision for 80 => 8080. Now on port 2200.",
                                                     "Fixed port collision for 3000 => 3000. Now on port 2202.")))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-recur-fix", "recurred",
           "port 3000 collides first ('already in use'); auto_correct is added only after the failure")

    T.later("l-vagrant-kmod", "/home/mo/infra/lab-vm", "2025-06-25T10:00:00Z", "main",
            ("user", "vagrant up fails after the kernel update"),
            bash("vagrant up",
                 "Bringing machine 'default' up with 'virtualbox' provider...\nThe provider 'virtualbox' that was "
                 "requested to back the machine 'default' is reporting that it isn't usable on this system. The "
                 "reason is shown below:\n\nVirtualBox is complaining that the kernel module is not loaded. Please "
                 "run `VBoxManage --version` or open the VirtualBox GUI to see the error message which should "
                 "contain instructions on how to fix this error.", True),
            bash("sudo /sbin/vboxconfig >/dev/null && vagrant up", VAGRANT_UP_OK))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-kmod", "neither",
           "a different vagrant failure (VirtualBox kernel module); no port collision, Vagrantfile untouched")

    T.later("l-vagrant-dockerport", "/home/mo/infra/lab-vm", "2025-07-02T14:00:00Z", "feat/compose-stack",
            ("user", "start the compose stack next to the VM"),
            bash("docker compose up -d web",
                 "[+] Running 1/1\n ✘ Container lab-web-1  Error\nError response from daemon: driver failed "
                 "programming external connectivity on endpoint lab-web-1: Bind for 0.0.0.0:8080 failed: port is "
                 "already allocated", True),
            ("edit", "/home/mo/infra/lab-vm/compose.yaml", '      - "8080:80"', '      - "8088:80"'),
            bash("docker compose up -d web", "[+] Running 1/1\n ✔ Container lab-web-1  Started"))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-dockerport", "neither",
           "a port clash in docker compose, not Vagrant's forwarded port; vagrant never runs")

    T.later("l-vagrant-status", "/home/mo/infra/lab-vm", "2025-07-09T08:30:00Z", "main",
            ("user", "Is the lab VM running, and on which port is its web server?"),
            bash("vagrant status && vagrant port",
                 "Current machine states:\n\ndefault                   running (virtualbox)\n\n"
                 "The forwarded ports for the machine are listed below.\n\n    22 (guest) => 2222 (host)\n"
                 "    80 (guest) => 2200 (host)"),
            ("say", "Running; the web server is on host port 2200."))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-status", "neither",
           "vagrant only reports status and ports; no boot, no collision, no Vagrantfile change")

    T.later("l-vagrant-before", "/home/mo/infra/lab-vm", "2025-04-20T12:00:00Z", "main",
            ("user", "vagrant up"),
            bash("vagrant up", VAGRANT_COLLIDE, True))
    T.pair("t19-vagrant-autocorrect", "l-vagrant-before", "neither",
           "dated before the lesson's source session, so neither although the collision shows")


# ---------------------------------------------------------------- l: buildx multi-platform needs another driver

BUILDX_DRIVER = """ERROR: Multi-platform build is not supported for the docker driver.
Switch to a different driver, or turn on the containerd image store, and try again.
Learn more at https://docs.docker.com/go/build-multi-platform/"""

BUILDX_OK = """[+] Building 212.4s (24/24) FINISHED                                    docker-container:multi
 => [linux/amd64 build 5/5] RUN CGO_ENABLED=0 go build -o /out/edge-proxy ./cmd/edge-proxy   71.3s
 => [linux/arm64 build 5/5] RUN CGO_ENABLED=0 go build -o /out/edge-proxy ./cmd/edge-proxy  118.9s
 => exporting to oci image format                                                            6.2s
 => => sending tarball                                                                        1.1s"""


def lesson_l() -> None:
    T.source("s-buildx-driver", "/home/sam/src/edge-proxy", "2025-05-26T10:00:00Z", "feat/arm64",
             ("user", "We need an arm64 image too. Build both platforms into an OCI tarball."),
             bash("docker buildx build --platform linux/amd64,linux/arm64 -t ghcr.io/acme/edge-proxy:dev "
                  "--output type=oci,dest=edge-proxy.tar .", BUILDX_DRIVER, True),
             ("say", "The default builder uses the docker driver, which can't do multi-platform. Creating a "
                     "docker-container builder."),
             bash("docker buildx create --name multi --driver docker-container --use", "multi\n"),
             bash("docker buildx build --platform linux/amd64,linux/arm64 -t ghcr.io/acme/edge-proxy:dev "
                  "--output type=oci,dest=edge-proxy.tar .", BUILDX_OK))
    T.lesson("t19-buildx-container-driver", "global", "en", "s-buildx-driver", "build_config",
             "Multi-platform docker buildx builds need a docker-container builder",
             "`docker buildx build --platform linux/amd64,linux/arm64 ...` failed with `Multi-platform build is not "
             "supported for the docker driver.`",
             "Installing qemu/binfmt again; emulation was already there.",
             "The default buildx builder uses the `docker` driver, which builds for one platform only (unless the "
             "containerd image store is on).",
             "Create and select a container builder once: `docker buildx create --name multi --driver "
             "docker-container --use` (or pass `--builder <name>` to the build).",
             ["`Multi-platform build is not supported for the docker driver.`",
              "`docker buildx create --name multi --driver docker-container --use`"])


def later_l() -> None:
    cwd = "/home/sam/src/edge-proxy"
    T.later("l-buildx-create", "/home/sam/src/metrics-agent", "2025-06-05T11:00:00Z", "feat/multiarch",
            ("user", "metrics-agent needs amd64 and arm64 images too; this is a fresh laptop."),
            bash("docker buildx create --name xbuild --driver docker-container --use && docker buildx build "
                 "--platform linux/amd64,linux/arm64 -t registry.acme.io/metrics-agent:0.9 "
                 "--output type=oci,dest=metrics-agent.tar .",
                 "xbuild\n" + BUILDX_OK.replace("multi", "xbuild").replace("edge-proxy", "metrics-agent")),
            ("say", "Both platforms built into metrics-agent.tar."))
    T.pair("t19-buildx-container-driver", "l-buildx-create", "applied",
           "a docker-container builder is created and selected before the multi-platform build; no driver error")

    T.later("l-buildx-builderflag", cwd, "2025-06-12T15:00:00Z", "release/1.3",
            ("user", "release build for 1.3, both archs, use the builder we already have"),
            bash("docker buildx ls",
                 "NAME/NODE       DRIVER/ENDPOINT             STATUS    PLATFORMS\nmulti           docker-container\n"
                 "  multi0        unix:///var/run/docker.sock running   linux/amd64, linux/arm64\ndefault *       docker\n"
                 "  default       default                     running   linux/amd64"),
            bash("docker buildx build --builder multi --platform linux/amd64,linux/arm64 -t "
                 "ghcr.io/acme/edge-proxy:1.3.0 --output type=oci,dest=edge-proxy-1.3.0.tar .", BUILDX_OK),
            ("say", "Built with --builder multi; the default builder stays selected."))
    T.pair("t19-buildx-container-driver", "l-buildx-builderflag", "applied",
           "the build names the container builder with --builder multi (the other form in the lesson); no driver error")

    T.later("l-buildx-recur", "/home/sam/src/worker", "2025-06-19T09:30:00Z", "feat/arm-runners",
            ("user", "Build worker for both arches and tag it 1.4"),
            bash("docker buildx build --platform linux/arm64,linux/amd64 -t registry.acme.io/worker:1.4 .",
                 BUILDX_DRIVER, True),
            ("say", "This machine's builder is the docker driver again (the Docker Desktop reset removed the "
                    "others). Want me to create a container builder, or turn on the containerd image store?"))
    T.pair("t19-buildx-container-driver", "l-buildx-recur", "recurred",
           "the worker's two-platform build fails with 'Multi-platform build is not supported for the docker driver.'")

    T.later("l-buildx-bake-recur", cwd, "2025-06-26T13:20:00Z", "ci/bake",
            ("user", "Try the new bake file locally with both platforms."),
            bash("docker buildx bake --set '*.platform=linux/amd64,linux/arm64' release", BUILDX_DRIVER, True),
            bash("docker buildx use multi && docker buildx bake --set '*.platform=linux/amd64,linux/arm64' release",
                 BUILDX_OK),
            ("say", "Works once the multi builder is selected."))
    T.pair("t19-buildx-container-driver", "l-buildx-bake-recur", "recurred",
           "bake with two platforms hits the docker-driver error first; switching builder comes after")

    T.later("l-buildx-gobuild", cwd, "2025-07-03T10:45:00Z", "feat/quic",
            ("user", "build the amd64 image, just to check it compiles"),
            bash("docker buildx build --platform linux/amd64 -t edge-proxy:quic --load .",
                 " => ERROR [build 5/5] RUN CGO_ENABLED=0 go build -o /out/edge-proxy ./cmd/edge-proxy    9.8s\n"
                 "------\n > [build 5/5] RUN CGO_ENABLED=0 go build -o /out/edge-proxy ./cmd/edge-proxy:\n"
                 "internal/quic/conn.go:41:2: undefined: quic.Config\n------\nERROR: failed to solve: process "
                 "\"/bin/sh -c CGO_ENABLED=0 go build -o /out/edge-proxy ./cmd/edge-proxy\" did not complete "
                 "successfully: exit code: 1", True),
            ("edit", "/home/sam/src/edge-proxy/internal/quic/conn.go", "quic.Config", "quicgo.Config"),
            bash("docker buildx build --platform linux/amd64 -t edge-proxy:quic --load .",
                 "[+] Building 48.0s (18/18) FINISHED                                    docker:default\n"
                 " => exporting to image"))
    T.pair("t19-buildx-container-driver", "l-buildx-gobuild", "neither",
           "a one-platform build failing on a Go compile error; no driver error and no builder change")

    T.later("l-buildx-execformat", cwd, "2025-07-10T09:00:00Z", "feat/arm64",
            ("user", "Does the arm64 image start? Load it from the tarball and run it."),
            bash("docker load -i edge-proxy.tar && docker run --rm ghcr.io/acme/edge-proxy:dev --version",
                 "Loaded image: ghcr.io/acme/edge-proxy:dev\nexec /usr/local/bin/edge-proxy: exec format error",
                 True),
            ("say", "The loaded variant is arm64 and this host has no binfmt handler for it; installing one."),
            bash("docker run --privileged --rm tonistiigi/binfmt --install arm64 >/dev/null && docker run --rm "
                 "--platform linux/arm64 ghcr.io/acme/edge-proxy:dev --version", "edge-proxy 1.3.0 (linux/arm64)"))
    T.pair("t19-buildx-container-driver", "l-buildx-execformat", "neither",
           "running an arm64 image gives exec format error, a different problem; nothing is built")

    T.later("l-buildx-before", cwd, "2025-04-29T10:00:00Z", "main",
            ("user", "build both platforms"),
            bash("docker buildx build --platform linux/amd64,linux/arm64 -t ghcr.io/acme/edge-proxy:dev .",
                 BUILDX_DRIVER, True))
    T.pair("t19-buildx-container-driver", "l-buildx-before", "neither",
           "dated before the lesson's source session, so neither although the driver error shows")
