"""Scripted sessions of corpus16, part one: Chef Test Kitchen with kitchen-dokken, SaltStack pillar and Jinja,
Buck2 toolchain cells (with a Task call), Fortran with fpm, GNU Guix manifests, the Serverless Framework on AWS
Lambda, Azure Functions Core Tools with Azurite."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")

KITCHEN_CREATE_FAIL = """-----> Starting Test Kitchen (v3.6.0)
-----> Creating <default-ubuntu-2204>...
       Creating kitchen sandbox at /home/dana/.dokken/kitchen_sandbox/4e0f2c9a1b-default-ubuntu-2204
       Creating verifier sandbox at /home/dana/.dokken/verifier_sandbox/4e0f2c9a1b-default-ubuntu-2204
       Pulling Docker image dokken/ubuntu-2204:latest...
>>>>>> ------Exception-------
>>>>>> Class: Kitchen::ActionFailed
>>>>>> Message: 1 actions failed.
>>>>>>     Failed to complete #create action: [Error response from daemon: manifest for dokken/ubuntu-2204:latest not found: manifest unknown: manifest unknown] on default-ubuntu-2204
>>>>>> ----------------------
>>>>>> Please see .kitchen/logs/kitchen.log for more details
>>>>>> Also try running `kitchen diagnose --all` for configuration"""

KITCHEN_CONVERGE_172 = """-----> Starting Test Kitchen (v3.6.0)
-----> Converging <default-ubuntu-2204>...
       Creating mock dokken/ubuntu-22.04 with chef 18 client
       Transferring files to <default-ubuntu-2204>
       +---------------------------------------------+
                   Chef License Acceptance
       +---------------------------------------------+
       Persisting a license is not possible from a non-interactive session.
>>>>>> ------Exception-------
>>>>>> Class: Kitchen::ActionFailed
>>>>>> Message: 1 actions failed.
>>>>>>     Converge failed on instance <default-ubuntu-2204>.  Please see .kitchen/logs/default-ubuntu-2204.log for more details
>>>>>> ----------------------
>>>>>> Expected process to exit with [0], but received '172'"""

VERIFY_FAIL = """-----> Verifying <default-ubuntu-2204>...
       Loaded tests from {:path=>"/home/dana/cookbooks/nginx_site/test/integration/default"}

Profile:   tests from {:path=>"/home/dana/cookbooks/nginx_site/test/integration/default"} (tests from {:path=>".home.dana.cookbooks.nginx_site.test.integration.default"})
Version:   (not specified)
Target:    docker://4e0f2c9a1b7d
Target ID: 9d0e6a52-4f2b-5d2a-8c1e-0c3f1a7b9e44

  System Package nginx
     ✔  is expected to be installed
  Port 80
     ×  is expected to be listening
     expected `Port 80.listening?` to be truthy, got false

Test Summary: 1 successful, 1 failure, 0 skipped
>>>>>> ------Exception-------
>>>>>> Class: Kitchen::ActionFailed
>>>>>> Message: 1 actions failed.
>>>>>>     Failed to complete #verify action: [Verifier ran with failures (exit code 100)] on default-ubuntu-2204"""

VERIFY_PASS = """-----> Destroying <default-ubuntu-2204>...
       Deleting kitchen sandbox at /home/dana/.dokken/kitchen_sandbox/4e0f2c9a1b-default-ubuntu-2204
       Finished destroying <default-ubuntu-2204> (0m3.12s).
-----> Creating <default-ubuntu-2204>...
       Finished creating <default-ubuntu-2204> (0m19.84s).
-----> Converging <default-ubuntu-2204>...
       Recipe: nginx_site::default
         * service[nginx] action start
           - start service service[nginx]
       Running handlers complete
       Infra Phase complete, 4/9 resources updated in 21 seconds
       Finished converging <default-ubuntu-2204> (1m4.50s).
-----> Verifying <default-ubuntu-2204>...
  System Package nginx
     ✔  is expected to be installed
  Port 80
     ✔  is expected to be listening

Test Summary: 2 successful, 0 failures, 0 skipped
       Finished verifying <default-ubuntu-2204> (0m2.91s).
-----> Test Kitchen is finished. (1m33.07s)"""

S01 = [
    ("user", "kitchen converge is failing on the dokken ubuntu 22.04 suite of the nginx_site cookbook, can you look?"),
    ("bash", "kitchen converge default-ubuntu-2204", KITCHEN_CREATE_FAIL, True),
    ("tool", "Read", {"file_path": "/home/dana/cookbooks/nginx_site/kitchen.yml"},
     "     1\t---\n     2\tdriver:\n     3\t  name: dokken\n     4\t  chef_version: 18\n     5\t\n     6\tprovisioner:\n"
     "     7\t  name: dokken\n     8\t\n     9\tplatforms:\n    10\t  - name: ubuntu-22.04\n    11\t    driver:\n"
     "    12\t      image: dokken/ubuntu-2204\n", False),
    ("say", "The dokken images are tagged with the dot: the image is `dokken/ubuntu-22.04`, not `dokken/ubuntu-2204`."),
    ("edit", "/home/dana/cookbooks/nginx_site/kitchen.yml", "      image: dokken/ubuntu-2204",
     "      image: dokken/ubuntu-22.04"),
    ("bash", "kitchen create default-ubuntu-2204",
     "-----> Starting Test Kitchen (v3.6.0)\n-----> Creating <default-ubuntu-2204>...\n"
     "       Pulling Docker image dokken/ubuntu-22.04:latest...\n       Finished creating <default-ubuntu-2204> (0m21.06s).\n"
     "-----> Test Kitchen is finished. (0m22.40s)", False),
    ("bash", "kitchen converge default-ubuntu-2204", KITCHEN_CONVERGE_172, True),
    ("say", "Exit 172 is Chef Infra Client refusing to run without license acceptance. In a non-interactive converge "
            "the acceptance has to come from the provisioner config (CHEF_LICENSE=accept-no-persist is the same "
            "thing as an env var). Adding `chef_license: accept-no-persist` to the provisioner."),
    ("edit", "/home/dana/cookbooks/nginx_site/kitchen.yml", "provisioner:\n  name: dokken\n",
     "provisioner:\n  name: dokken\n  chef_license: accept-no-persist\n"),
    ("bash", "kitchen converge default-ubuntu-2204",
     "-----> Starting Test Kitchen (v3.6.0)\n-----> Converging <default-ubuntu-2204>...\n"
     "       Recipe: nginx_site::default\n         * apt_package[nginx] action install\n"
     "           - install version 1.18.0-6ubuntu14.4 of package nginx\n"
     "         * service[nginx] action start (skipped due to only_if)\n"
     "       Infra Phase complete, 3/9 resources updated in 38 seconds\n"
     "       Finished converging <default-ubuntu-2204> (1m12.44s).\n-----> Test Kitchen is finished. (1m13.80s)", False),
    ("bash", "kitchen verify default-ubuntu-2204", VERIFY_FAIL, True),
    ("say", "nginx is installed but not listening: the `service[nginx]` start was skipped because systemd is not "
            "PID 1 in the dokken container. kitchen-dokken needs `pid_one_command: /bin/systemd` (and a "
            "privileged container) for service resources to work."),
    ("edit", "/home/dana/cookbooks/nginx_site/kitchen.yml", "    driver:\n      image: dokken/ubuntu-22.04\n",
     "    driver:\n      image: dokken/ubuntu-22.04\n      pid_one_command: /bin/systemd\n      privileged: true\n"),
    ("bash", "kitchen destroy default-ubuntu-2204 && kitchen verify default-ubuntu-2204", VERIFY_PASS, False),
    ("user", "great. berks upload also blew up on my machine yesterday with some SSL thing, can you try it here?"),
    ("bash", "berks upload --no-freeze",
     "Uploading nginx_site (0.4.2) to: 'https://chef.internal.lan/organizations/infra'\n"
     "Faraday::SSLError: SSL_connect returned=1 errno=0 peeraddr=10.4.0.12:443 state=error: certificate verify "
     "failed (self-signed certificate in certificate chain)", True),
    ("say", "The Chef server's certificate is issued by your internal CA, which berks does not trust. The usual fix "
            "is to fetch the server cert into the trusted certs dir: run `knife ssl fetch https://chef.internal.lan` "
            "on your machine (it writes into .chef/trusted_certs, which berks reads), then retry the upload. "
            "I would not set `ssl.verify false` in ~/.berkshelf/config.json."),
    ("user", "ok, I'll try that later from my laptop, the VPN here is flaky"),
]

PILLAR_OLD = "web01.lan:\n    - legacy"
PILLAR_NEW = "web01.lan:\n    - legacy\n    - app"

APPLY_FAIL = """web01.lan:
----------
          ID: nginx_vhost_app
    Function: file.managed
        Name: /etc/nginx/sites-available/app.conf
      Result: True
     Comment: File /etc/nginx/sites-available/app.conf updated
     Changes:
              ----------
              diff:
                  New file

Summary for web01.lan
------------
Succeeded: 4 (changed=2)
Failed:    0
------------
Total states run:     4
Total run time: 612.441 ms
web02.lan:
    Data failed to compile:
----------
    Rendering SLS 'base:nginx' failed: Jinja variable 'dict object' has no attribute 'tls_cert'; line 18

---
[...]
    - name: /etc/nginx/sites-available/app.conf
    - contents: |
        ssl_certificate {{ pillar['nginx']['tls_cert'] }};    <======================
---
ERROR: Minions returned with non-zero exit code"""

MINION_KEY = """[CRITICAL] The Salt Master server's public key did not authenticate!
The master may need to be updated if it is a version of Salt lower than 3006.4, or
If you are confident that you are connecting to a valid Salt Master, then remove the master public key and restart the Salt Minion.
The master public key can be found at:
/etc/salt/pki/minion/minion_master.pub"""

S02 = [
    ("user", "`salt 'web*' state.apply nginx` keeps saying it's fine but the new `app` vhost never shows up on web01. "
             "can you look into it? repo is /srv/salt-repo"),
    ("bash", "sudo salt 'web01*' pillar.get nginx:vhosts", PILLAR_OLD, False),
    ("say", "The minion still sees only `legacy`. Pillar is rendered on the master and cached per minion, so the "
            "edit to pillar/nginx.sls has not reached web01 yet."),
    ("bash", "sudo salt 'web*' saltutil.refresh_pillar", "web01.lan:\n    True\nweb02.lan:\n    True", False),
    ("bash", "sudo salt 'web01*' pillar.get nginx:vhosts", PILLAR_NEW, False),
    ("bash", "sudo salt 'web*' state.apply nginx", APPLY_FAIL, True),
    ("tool", "Read", {"file_path": "/srv/salt-repo/pillar/web02.sls"},
     "     1\tnginx:\n     2\t  vhosts:\n     3\t    - legacy\n     4\t    - app\n", False),
    ("say", "web02's pillar has no `tls_cert`, and the template indexes it directly. Using `salt['pillar.get']` with "
            "a default makes the key optional."),
    ("edit", "/srv/salt-repo/salt/nginx/init.sls", "ssl_certificate {{ pillar['nginx']['tls_cert'] }};",
     "ssl_certificate {{ salt['pillar.get']('nginx:tls_cert', '/etc/ssl/certs/ssl-cert-snakeoil.pem') }};"),
    ("bash", "sudo salt 'web02*' state.apply nginx",
     "web02.lan:\n----------\n          ID: nginx_vhost_app\n    Function: file.managed\n"
     "      Result: True\n     Comment: File /etc/nginx/sites-available/app.conf updated\n\n"
     "Summary for web02.lan\n------------\nSucceeded: 4 (changed=2)\nFailed:    0\n------------\n"
     "Total states run:     4\nTotal run time: 588.102 ms", False),
    ("user", "nice. one more: on this box (it's also a minion) salt-call complains about the master key"),
    ("bash", "sudo salt-call test.ping", MINION_KEY, True),
    ("say", "This minion cached the public key of the old master before it was rebuilt. The fix is to delete the "
            "cached key and restart the minion so it accepts the new one. Want me to run "
            "`sudo rm /etc/salt/pki/minion/minion_master.pub && sudo systemctl restart salt-minion`?"),
    ("user", "not now, the box gets reimaged on friday anyway. commit the template change"),
    ("bash", "git add salt/nginx/init.sls && git commit -m \"nginx: tolerate missing tls_cert pillar\"",
     "[main 4e1a2b9] nginx: tolerate missing tls_cert pillar\n 1 file changed, 1 insertion(+), 1 deletion(-)", False),
]

VIS_ERR = """Error running analysis for `root//libs/common:common (prelude//platforms:default#213ed1b7ab869379)`

Caused by:
    0: Error looking up configured node root//libs/common:common (prelude//platforms:default#213ed1b7ab869379)
    1: `toolchains//:rust` is not visible to `root//libs/common:common` (run `buck2 uquery --output-attribute visibility toolchains//:rust` to check the visibility)
Build ID: 5c0e3f0a-7d44-4a2b-9b8e-2b1f3a9d7c11
BUILD FAILED"""

LINK_ERR = """Action failed: root//services/api:server (prelude//platforms:default#213ed1b7ab869379) (rustc bin-pic-static_link/server-link)
Local command returned non-zero exit code 1
Reproduce locally: `env -- 'BUCK_SCRATCH_PATH=buck-out/v2/tmp/root/213ed1b7ab869379/services/api/__server__/rustc' buck-out/v2/gen/prelude/2f9c1d/rust/tools/__rustc_action__/rustc_action.py @buck-out/v2/gen/root/213ed1b7ab869379/services/api/__server__/bin-pic-static_link/server-link-diag.args`
stdout:
stderr:
error: linking with `cc` failed: exit status: 1
  |
  = note: /usr/bin/ld: cannot find -lssl: No such file or directory
          collect2: error: ld returned 1 exit status

Build ID: 0b8e2d4f-1c77-4e0a-a1d2-6f3e9b8c2d10
BUILD FAILED
Failed to build 'root//services/api:server (prelude//platforms:default#213ed1b7ab869379)'"""

LINK_ERR_2 = LINK_ERR.replace("0b8e2d4f-1c77-4e0a-a1d2-6f3e9b8c2d10", "7a1c5e93-2d08-4b6f-9e41-3c0d8f2a6b57")

TASK_REPLY = ("Findings (no files edited):\n"
              "- services/api/BUCK: `server` depends on `//third-party/rust:openssl-sys`.\n"
              "- third-party/rust/BUCK: the openssl-sys fixup sets `env = {\"OPENSSL_STATIC\": \"1\", "
              "\"OPENSSL_NO_VENDOR\": \"1\"}`, so the crate links the system libssl statically instead of "
              "building the vendored copy.\n"
              "- toolchains/BUCK: the rust toolchain is declared with `sysroot = \"toolchains//sysroot:ubuntu-22.04\"`; "
              "the linker searches that sysroot, not /usr/lib.\n"
              "- `dpkg -s libssl-dev` in this container: package 'libssl-dev' is not installed.\n"
              "Options: put libssl.a into the sysroot target, or drop OPENSSL_NO_VENDOR and enable the `vendored` "
              "feature of openssl-sys.")

S03 = [
    ("user", "after I bumped the buck2 prelude, `buck2 build //libs/common:common` fails. figure out why please"),
    ("bash", "buck2 build //libs/common:common", VIS_ERR, True),
    ("tool", "Read", {"file_path": "/home/ikram/monorepo/toolchains/BUCK"},
     "     1\tload(\"@prelude//toolchains:rust.bzl\", \"system_rust_toolchain\")\n     2\t\n"
     "     3\tsystem_rust_toolchain(\n     4\t    name = \"rust\",\n     5\t    default_edition = \"2021\",\n"
     "     6\t)\n", False),
    ("say", "The `rust` toolchain target in the toolchains cell has no `visibility`, and with the new prelude it is "
            "private by default. Making it public."),
    ("edit", "/home/ikram/monorepo/toolchains/BUCK", "    name = \"rust\",\n    default_edition = \"2021\",\n)",
     "    name = \"rust\",\n    default_edition = \"2021\",\n    visibility = [\"PUBLIC\"],\n)"),
    ("bash", "buck2 build //libs/common:common",
     "Build ID: 1f6a0c2e-93b4-4d8e-b5a7-0e2c4d9f8a31\nJobs completed: 27. Time elapsed: 6.4s.\n"
     "Cache hits: 0%. Commands: 9 (cached: 0, remote: 0, local: 9)\nBUILD SUCCEEDED", False),
    ("bash", "buck2 build //services/api:server", LINK_ERR, True),
    ("task", "Find how openssl is linked",
     "In /home/ikram/monorepo, find out how root//services/api:server expects to link OpenSSL under buck2 "
     "(look at third-party/, toolchains/ and .buckconfig). Report which target sets it up and what is missing on "
     "this machine. Do not edit files.", TASK_REPLY),
    ("bash", "sudo apt-get install -y libssl-dev",
     "Reading package lists... Done\nBuilding dependency tree... Done\nThe following NEW packages will be installed:\n"
     "  libssl-dev\nUnpacking libssl-dev:amd64 (3.0.2-0ubuntu1.15) ...\nSetting up libssl-dev:amd64 (3.0.2-0ubuntu1.15) ...",
     False),
    ("bash", "buck2 build //services/api:server", LINK_ERR_2, True),
    ("say", "Same `cannot find -lssl`: as the subagent found, the rust toolchain links against "
            "`toolchains//sysroot:ubuntu-22.04`, so a package installed into /usr/lib is never seen. This needs "
            "either libssl.a in the sysroot or the vendored openssl-sys feature."),
    ("user", "leave it, I'll switch openssl-sys to vendored tomorrow. thanks"),
]

FPM_MOD = """[  0%]                      solver.f90
[ 33%]                      solver.f90  done.
[ 33%]                        main.f90
app/main.f90:3:7:

    3 |   use grid_mod
      |       1
Fatal Error: Cannot open module file 'grid_mod.mod' for reading at (1): No such file or directory
compilation terminated.
<ERROR> Compilation failed for object " app_main.f90.o "
<ERROR> stopping due to failed compilation
STOP 1"""

FPM_TEST = """[100%] Project compiled successfully.
At line 42 of file src/solver.f90
Fortran runtime error: Index '0' of dimension 1 of array 'u' below lower bound of 1

Error termination. Backtrace:
#0  0x55d1c0a1b2e3 in __solver_mod_MOD_step
	at src/solver.f90:42
#1  0x55d1c0a1c0f7 in test_step
	at test/check.f90:17
<ERROR> Execution for object " check " returned exit code  2
<ERROR> *cmd_run*:stopping due to failed executions
STOP 2"""

S04 = [
    ("user", "fpm build breaks since I split the heat2d solver into modules. help?"),
    ("bash", "fpm build", FPM_MOD, True),
    ("bash", "ls src lib app test", "app:\nmain.f90\n\nlib:\ngrid.f90\n\nsrc:\nsolver.f90\n\ntest:\ncheck.f90", False),
    ("say", "fpm compiles the library from `src/` (programs from `app/`, tests from `test/`). `grid.f90` sits in "
            "`lib/`, so `grid_mod` is never built and `main.f90` cannot find `grid_mod.mod`. Moving it into src/."),
    ("bash", "git mv lib/grid.f90 src/grid.f90 && fpm build",
     "[  0%]                        grid.f90\n[ 25%]                        grid.f90  done.\n"
     "[ 25%]                      solver.f90\n[ 50%]                      solver.f90  done.\n"
     "[ 50%]                        main.f90\n[ 75%]                        main.f90  done.\n"
     "[ 75%]                          heat2d\n[100%]                          heat2d  done.\n"
     "[100%] Project compiled successfully.", False),
    ("bash", "fpm test", FPM_TEST, True),
    ("tool", "Read", {"file_path": "/home/rk/src/heat2d/src/solver.f90", "offset": 36, "limit": 12},
     "    36\t  subroutine step(u, unew, nx, r)\n    40\t    integer :: i\n    41\t    do i = 1, nx\n"
     "    42\t      unew(i) = u(i) + r * (u(i-1) - 2*u(i) + u(i+1))\n    43\t    end do\n", False),
    ("say", "The stencil reads `u(i-1)` and `u(i+1)`, so the loop must skip the two boundary points."),
    ("edit", "/home/rk/src/heat2d/src/solver.f90", "    do i = 1, nx\n", "    do i = 2, nx - 1\n"),
    ("bash", "fpm run --profile release",
     "[100%] Project compiled successfully.\n step  1000   max|u| =  0.48171\n step  2000   max|u| =  0.23307", False),
    ("say", "The release run goes through 2000 steps now; the loop no longer touches u(0)."),
    ("user", "ok cool, I'll push it"),
]

GUIX_ERR = "guix shell: error: python-numpy: package not found for version 1.21.6"

S05 = [
    ("user", "since I ran guix pull, `guix shell -m manifest.scm` can't find python-numpy. what's up?"),
    ("bash", "guix shell -m manifest.scm -- python3 -c 'import numpy'", GUIX_ERR, True),
    ("bash", "guix describe",
     "Generation 14\tMar 02 2026 10:14:07\t(current)\n  guix 8f3c1e2\n"
     "    repository URL: https://git.savannah.gnu.org/git/guix.git\n    branch: master\n"
     "    commit: 8f3c1e2a9d4b7c60e15f2a3b9c8d7e6f5a4b3c21", False),
    ("say", "manifest.scm pins `python-numpy@1.21.6`, and the guix you pulled only has 1.26. Two ways out: drop the "
            "pin, or keep the old package set with `guix time-machine --commit=<old commit> -- shell -m "
            "manifest.scm`. Trying a fresh pull first in case the mirror was stale."),
    ("bash", "guix pull && guix shell -m manifest.scm -- python3 -c 'import numpy'",
     "Updating channel 'guix' from Git repository at 'https://git.savannah.gnu.org/git/guix.git'...\n"
     "Building from this channel:\n  guix      https://git.savannah.gnu.org/git/guix.git\t9a01b7c\n"
     "Computing Guix derivation for 'x86_64-linux'... |\n"
     "New in this revision:\n  12 new packages: ...\n  140 packages upgraded: ...\n" + GUIX_ERR, True),
    ("say", "A newer pull only moves further away from 1.21.6, as expected."),
    ("user", "just drop the pin, 1.26 is fine for us"),
    ("edit", "/home/mo/proj/pyapp/manifest.scm", "  \"python-numpy@1.21.6\"", "  \"python-numpy\""),
    ("bash", "guix shell -m manifest.scm -- python3 -c 'import numpy; print(numpy.__version__)'", "1.26.4", False),
    ("bash", "guix shell -m manifest.scm -- pytest -q",
     "ImportError while loading conftest '/home/mo/proj/pyapp/tests/conftest.py'.\n"
     "tests/conftest.py:2: in <module>\n    import pandas\nE   ModuleNotFoundError: No module named 'pandas'", True),
    ("say", "The shell only contains what the manifest lists (your ~/.local pandas is not visible inside it). "
            "Adding python-pandas to the manifest."),
    ("edit", "/home/mo/proj/pyapp/manifest.scm", "  \"python-numpy\"", "  \"python-numpy\"\n  \"python-pandas\""),
    ("bash", "guix shell -m manifest.scm -- pytest -q", "............                                    [100%]\n"
     "12 passed in 1.84s", False),
    ("user", "sweet, thanks"),
]

SLS_TOO_BIG = """Deploying thumbs-svc to stage dev (eu-west-1)

✖ Stack thumbs-svc-dev failed to deploy (43s)
Environment: linux, node 20.11.1, framework 3.38.0 (local), plugin 7.2.3, SDK 4.5.1
Credentials: Local, "default" profile
Docs:        docs.serverless.com
Support:     forum.serverless.com
Bugs:        github.com/serverless/serverless/issues

Error:
CREATE_FAILED: ThumbnailLambdaFunction (AWS::Lambda::Function)
Resource handler returned message: "Unzipped size must be smaller than 262144000 bytes (Service: Lambda, Status Code: 400, Request ID: 6f1d2b7e-0c4a-4f5e-9d3b-8a2e1c7f0b94)" (RequestToken: 0e9a7c51-3f2b-b8d1-4e6a-2c9f0d8e7b13, HandlerErrorCode: InvalidRequest)"""

SHARP_ERR = """{
    "errorType": "Error",
    "errorMessage": "Could not load the \\"sharp\\" module using the linux-x64 runtime\\nPossible solutions:\\n- Ensure optional dependencies can be installed:\\n    npm install --include=optional sharp\\n- Ensure your package manager supports multi-platform installation:\\n    See https://sharp.pixelplumbing.com/install#cross-platform",
    "trace": [
        "Error: Could not load the \\"sharp\\" module using the linux-x64 runtime",
        "    at Object.<anonymous> (/var/task/node_modules/sharp/lib/sharp.js:114:9)"
    ]
}"""

S06 = [
    ("user", "sls deploy --stage dev dies on the thumbs service, fix please"),
    ("bash", "npx serverless deploy --stage dev", SLS_TOO_BIG, True),
    ("bash", "npx serverless package --stage dev && unzip -l .serverless/thumbs-svc.zip | tail -1",
     "Packaging thumbs-svc for stage dev (eu-west-1)\n✔ Service packaged (21s)\n"
     "287114352                     14126 files", False),
    ("say", "The package unzips to 287 MB, over Lambda's 250 MB limit. It carries test/, the v2 aws-sdk and the "
            "darwin-arm64 sharp binaries from your Mac. Excluding them with `package.patterns`."),
    ("edit", "/home/lea/work/thumbs-svc/serverless.yml", "package:\n  individually: false\n",
     "package:\n  individually: false\n  patterns:\n    - '!test/**'\n    - '!node_modules/aws-sdk/**'\n"
     "    - '!node_modules/@img/sharp-darwin-arm64/**'\n"),
    ("bash", "npx serverless package --stage dev && unzip -l .serverless/thumbs-svc.zip | tail -1",
     "Packaging thumbs-svc for stage dev (eu-west-1)\n✔ Service packaged (17s)\n"
     " 61820113                      4112 files", False),
    ("bash", "npx serverless deploy --stage dev",
     "Deploying thumbs-svc to stage dev (eu-west-1)\n\n✔ Service deployed to stack thumbs-svc-dev (112s)\n\n"
     "functions:\n  thumbnail: thumbs-svc-dev-thumbnail (58 MB)", False),
    ("bash", "npx serverless invoke --stage dev --function thumbnail --path events/s3put.json", SHARP_ERR, True),
    ("say", "Deployed, but sharp was installed on macOS, so only the darwin-arm64 binary is in node_modules and the "
            "Lambda (linux-x64) cannot load it. Next I'll run `npm install --os=linux --cpu=x64 sharp` so the "
            "linux-x64 binary is installed too, then package and deploy again."),
    ("user", "stop there, I need to head out. I'll pick it up tomorrow"),
]

FUNC_REFUSED = """Azure Functions Core Tools
Core Tools Version:       4.0.5907 Commit hash: N/A +bd6d5c5a0f7b4e2a (64-bit)
Function Runtime Version: 4.834.3.22875

[2026-03-03T09:12:44.118Z] A host error has occurred during startup operation '6a1e4c1d-2b0f-4d7e-9a8c-5f3e2d1c0b9a'.
[2026-03-03T09:12:44.120Z] Microsoft.Azure.WebJobs.Extensions.Storage.Queues: No connection could be made because the target machine actively refused it. (127.0.0.1:10001)
Value cannot be null. (Parameter 'provider')"""

FUNC_POISON = """[2026-03-03T09:20:11.902Z] Executing 'Functions.ProcessOrder' (Reason='New queue message detected on 'orders'.', Id=2f0b9c8e-7d6a-4e5f-8b1c-0a9d8e7f6c5b)
[2026-03-03T09:20:11.950Z] Executed 'Functions.ProcessOrder' (Failed, Id=2f0b9c8e-7d6a-4e5f-8b1c-0a9d8e7f6c5b, Duration=12ms)
[2026-03-03T09:20:11.951Z] System.Private.CoreLib: Exception while executing function: Functions.ProcessOrder. System.Private.CoreLib: The input is not a valid Base-64 string as it contains a non-base 64 character, more than two padding characters, or an illegal character among the padding characters.
[2026-03-03T09:20:12.410Z] Message has reached MaxDequeueCount of 5. Moving message to queue 'orders-poison'."""

S07 = [
    ("user", "func start crashes locally on the orders function app, the queue trigger can't connect"),
    ("bash", "func start", FUNC_REFUSED, True),
    ("say", "local.settings.json has `AzureWebJobsStorage: UseDevelopmentStorage=true`, which means Azurite on "
            "127.0.0.1:10000-10002. Nothing is listening on 10001, so Azurite is not running."),
    ("bash", "npx azurite --silent --location .azurite &",
     "Azurite Blob service is successfully listening at http://127.0.0.1:10000\n"
     "Azurite Queue service is successfully listening at http://127.0.0.1:10001\n"
     "Azurite Table service is successfully listening at http://127.0.0.1:10002", False),
    ("bash", "func start",
     "Functions:\n\n\tProcessOrder: queueTrigger\n\nFor detailed output, run func with --verbose flag.\n"
     "[2026-03-03T09:14:02.551Z] Host lock lease acquired by instance ID '0000000000000000000000000C2E1F0B'.", False),
    ("user", "ok it starts. but every message ends up in orders-poison now"),
    ("bash", "timeout 60 func start --verbose", FUNC_POISON, True),
    ("say", "The producer enqueues plain JSON, but the queues extension (v5) base64-decodes message bodies by "
            "default. Setting `messageEncoding` to `none` in host.json."),
    ("edit", "C:\\Users\\amir\\src\\orders-func\\host.json", "  \"version\": \"2.0\"",
     "  \"version\": \"2.0\",\n  \"extensions\": {\n    \"queues\": {\n      \"messageEncoding\": \"none\"\n    }\n  }"),
    ("edit", "C:\\Users\\amir\\src\\orders-func\\README.md", "Start Azurtie before func start.",
     "Start Azurite (`npx azurite --silent --location .azurite`) before `func start`."),
    ("user", "perfect, the README reads right now. I'll test the queue thing after lunch"),
    ("bash", "git status --short", " M README.md\n M host.json", False),
]


def sources() -> Sources:
    return {
        "s01-chef-kitchen": ("/home/dana/cookbooks/nginx_site", "2026-03-01T08:12:00Z", "main", S01),
        "s02-salt-pillar": ("/srv/salt-repo", "2026-03-01T13:40:00Z", "main", S02),
        "s03-buck2-toolchain": ("/home/ikram/monorepo", "2026-03-02T09:05:00Z", "prelude-bump", S03),
        "s04-fortran-fpm": ("/home/rk/src/heat2d", "2026-03-02T15:22:00Z", "modules", S04),
        "s05-guix-manifest": ("/home/mo/proj/pyapp", "2026-03-03T07:50:00Z", "main", S05),
        "s06-serverless-lambda": ("/home/lea/work/thumbs-svc", "2026-03-03T11:31:00Z", "feat/sharp", S06),
        "s07-azure-functions": ("C:\\Users\\amir\\src\\orders-func", "2026-03-03T09:10:00Z", "main", S07),
    }
