"""corpus31's scripted sessions, part four: nerdctl with rootless containerd and BuildKit on Ubuntu 24.04, the
OpenStack CLI with clouds.yaml on macOS zsh, tensorflow-metal on Apple silicon (in Korean, macOS zsh), ClamAV's
freshclam and clamd on a Debian mail gateway, esbuild bundles and tsc (ANSI colour)."""
from __future__ import annotations

from typing import Any

E = "\x1b"
IP = "/home/sam/svc/imgproxy"

S18: list[Any] = [
    ("user", "Moving this box (Ubuntu 24.04) off Docker to nerdctl with rootless containerd. `nerdctl run` fails "
             "straight away."),
    ("bash", "nerdctl run --rm alpine echo hi",
     "Exit code 1\ntime=\"2024-11-25T14:02:11Z\" level=fatal msg=\"rootless containerd not running? (hint: use "
     "`containerd-rootless-setuptool.sh install` to start rootless containerd): stat /run/user/1000/"
     "containerd-rootless: no such file or directory\"", True),
    ("bash", "containerd-rootless-setuptool.sh install 2>&1 | tail -4",
     "Exit code 1\n[INFO] Checking RootlessKit functionality\n[rootlesskit:parent] error: failed to start the child: "
     "fork/exec /proc/self/exe: operation not permitted\n[ERROR] RootlessKit failed, see the error messages and "
     "https://rootlesscontaine.rs/getting-started/common/ .", True),
    ("bash", "sysctl kernel.apparmor_restrict_unprivileged_userns", "kernel.apparmor_restrict_unprivileged_userns = 1",
     False),
    ("say", "Ubuntu 24.04 blocks unprivileged user namespaces unless an AppArmor profile allows them for the "
            "binary. Adding a profile for rootlesskit:"),
    ("bash", "cat <<'EOF' | sudo tee /etc/apparmor.d/usr.local.bin.rootlesskit\nabi <abi/4.0>,\ninclude <tunables/"
             "global>\n\n/usr/local/bin/rootlesskit flags=(unconfined) {\n  userns,\n\n  include if exists "
             "<local/usr.local.bin.rootlesskit>\n}\nEOF\nsudo systemctl restart apparmor.service",
     "abi <abi/4.0>,\ninclude <tunables/global>\n\n/usr/local/bin/rootlesskit flags=(unconfined) {\n  userns,\n\n"
     "  include if exists <local/usr.local.bin.rootlesskit>\n}", False),
    ("bash", "containerd-rootless-setuptool.sh install 2>&1 | tail -3",
     "[INFO] Installed \"containerd.service\" successfully.\n[INFO] To control \"containerd.service\", run: "
     "`systemctl --user (start|stop|restart) containerd.service`\n[INFO] To run \"containerd.service\" on system "
     "startup automatically, run: `sudo loginctl enable-linger sam`", False),
    ("bash", "nerdctl run --rm alpine echo hi 2>&1 | tail -2",
     "elapsed: 2.9 s                                                               total:  3.4 Mi (1.2 MiB/s)\nhi",
     False),
    ("user", "Next: the imgproxy container publishes port 80."),
    ("bash", "nerdctl run -d --name imgproxy -p 80:8080 docker.io/darthsim/imgproxy:v3.26",
     "Exit code 1\ntime=\"2024-11-25T14:09:45Z\" level=fatal msg=\"failed to create shim task: OCI runtime create "
     "failed: runc create failed: unable to start container process: error during container init: cannot expose "
     "privileged port 80, you can add 'net.ipv4.ip_unprivileged_port_start=80' to /etc/sysctl.conf (currently "
     "1024), or set CAP_NET_BIND_SERVICE on rootlesskit binary, or choose a larger port number (>= 1024): listen "
     "tcp4 0.0.0.0:80: bind: permission denied\"", True),
    ("bash", "echo 'net.ipv4.ip_unprivileged_port_start=80' | sudo tee /etc/sysctl.d/99-rootless-ports.conf && "
             "sudo sysctl --system | tail -1",
     "net.ipv4.ip_unprivileged_port_start=80\nnet.ipv4.ip_unprivileged_port_start = 80", False),
    ("bash", "nerdctl rm -f imgproxy; nerdctl run -d --name imgproxy -p 80:8080 docker.io/darthsim/imgproxy:v3.26 "
             "&& curl -s -o /dev/null -w '%{http_code}\\n' http://localhost/health",
     "imgproxy\n5f0c2a9d4b1e7c3a8f6d2e0b9a1c4d7e3f5a6b8c9d0e1f2a3b4c5d6e7f8a9b0c\n200", False),
    ("user", "Perfect. Last one: `nerdctl compose up --build` can't build."),
    ("bash", "cd /home/sam/svc/imgproxy && nerdctl compose up -d --build",
     "Exit code 1\ntime=\"2024-11-25T14:15:02Z\" level=fatal msg=\"failed to lookup buildctl binary: exec: "
     "\\\"buildctl\\\": executable file not found in $PATH\"", True),
    ("say", "Building goes through BuildKit, which rootless mode runs as its own user service."),
    ("bash", "containerd-rootless-setuptool.sh install-buildkit 2>&1 | tail -1 && cd /home/sam/svc/imgproxy && "
             "nerdctl compose up -d --build 2>&1 | tail -3",
     "[INFO] Installed \"buildkit.service\" successfully.\n => => naming to docker.io/library/imgproxy-cache:latest"
     "\nINFO[0041] Creating container imgproxy-cache-1\nINFO[0041] Creating container imgproxy-app-1", False),
    ("user", "Great. Will all of this come back after a reboot? Yesterday's test box had nothing running until I "
             "logged in over ssh."),
    ("say", "Rootless containerd is a `systemctl --user` service, so it only starts with your login session unless "
            "lingering is enabled for your user: `sudo loginctl enable-linger sam` (the setup tool printed that "
            "hint too). With lingering on, containers with a restart policy come back at boot."),
    ("user", "ok, noted for the rollout checklist."),
]

OS = "/Users/noor/infra/os-tenant"

S19: list[Any] = [
    ("user", "The openstack CLI ignores my clouds.yaml. It's at ~/.config/openstack/clouds.yaml with a cloud called "
             "ovh-gra. macOS, zsh."),
    ("bash", "openstack server list", "Exit code 1\nMissing value auth-url required for auth plugin password", True),
    ("bash", "env | grep ^OS_", "OS_REGION_NAME=GRA11", False),
    ("say", "Without `OS_CLOUD` (or `--os-cloud`) the CLI doesn't pick a cloud from clouds.yaml and falls back to "
            "OS_* variables, which only hold a region here."),
    ("bash", "OS_CLOUD=ovh-gra openstack server list",
     "Exit code 1\nExpecting to find domain in project. The server could not comply with the request since it is "
     "either malformed or otherwise incorrect. (HTTP 400) (Request-ID: req-3f1c2a8e-7b7d-4c1e-9d1e-2f6b8c0a9e41)",
     True),
    ("bash", "sed 's/password:.*/password: ***/' ~/.config/openstack/clouds.yaml",
     "clouds:\n  ovh-gra:\n    auth:\n      auth_url: https://auth.cloud.ovh.net/v3\n      username: user-8Kq2xR\n"
     "      password: ***\n      project_name: \"4120885513277842\"\n      user_domain_name: Default\n"
     "    region_name: GRA9\n    interface: public\n    identity_api_version: 3", False),
    ("say", "Keystone v3 needs the project's domain too; only the user's domain is set."),
    ("edit", "/Users/noor/.config/openstack/clouds.yaml", "      user_domain_name: Default\n",
     "      user_domain_name: Default\n      project_domain_name: Default\n"),
    ("bash", "OS_CLOUD=ovh-gra openstack server list -f value -c Name -c Status",
     "web-01 ACTIVE\nweb-02 ACTIVE\nbastion ACTIVE", False),
    ("user", "Where's db-01? It's in GRA9, and region_name says GRA9."),
    ("bash", "OS_CLOUD=ovh-gra openstack server list --os-region-name GRA9 -f value -c Name",
     "db-01\ndb-02\nweb-03", False),
    ("say", "The stale `OS_REGION_NAME=GRA11` in your environment overrides `region_name` from clouds.yaml."),
    ("bash", "grep -n 'openrc\\|OS_REGION' ~/.zshrc", "42:source ~/openrc-gra11.sh", False),
    ("edit", "/Users/noor/.zshrc", "source ~/openrc-gra11.sh\n", ""),
    ("say", "Removed the `source ~/openrc-gra11.sh` line from ~/.zshrc; a new terminal won't set OS_REGION_NAME."),
    ("user", "New terminal: `env | grep OS_` still shows OS_REGION_NAME=GRA11 and db-01 is still missing."),
    ("say", "Then something else sets it too - ~/.zprofile, ~/.zshenv, or a `launchctl setenv` from an old "
            "setup. `grep -rn OS_REGION ~/.z* ~/.config 2>/dev/null` and `launchctl getenv OS_REGION_NAME` will "
            "show which."),
]

LC = "/Users/hyunwoo/ml/leaf-classifier"

S20: list[Any] = [
    ("user", "M2 맥북에서 tensorflow-metal 깔았는데 import 하자마자 에러가 나요. venv는 .venv예요."),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier && .venv/bin/python -c \"import tensorflow as tf; "
             "print(tf.config.list_physical_devices('GPU'))\"",
     "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
     "  File \"/Users/hyunwoo/ml/leaf-classifier/.venv/lib/python3.11/site-packages/tensorflow/python/framework/"
     "load_library.py\", line 151, in load_library\n    py_tf.TF_LoadLibrary(lib)\n"
     "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(/Users/hyunwoo/ml/leaf-classifier/.venv/lib/"
     "python3.11/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 0x0006): symbol not found in flat "
     "namespace '_TF_GetInputPropertiesList'", True),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier && .venv/bin/pip list 2>/dev/null | grep -i tensorflow",
     "tensorflow                   2.18.0\ntensorflow-io-gcs-filesystem 0.37.1\ntensorflow-metal             1.1.0",
     False),
    ("say", "tensorflow-metal 1.1.0은 TF 2.16 기준으로 빌드돼서 2.18과 심볼이 맞지 않습니다. TF를 2.16.2로 "
            "내릴게요."),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier && .venv/bin/pip install -q \"tensorflow==2.16.2\" 2>&1 | tail -1",
     "Successfully installed keras-3.6.0 ml-dtypes-0.3.2 tensorboard-2.16.2 tensorflow-2.16.2", False),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier && .venv/bin/python -c \"import tensorflow as tf; "
             "print(tf.config.list_physical_devices('GPU'))\"",
     "[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]", False),
    ("user", "GPU 잡히네요! 근데 학습 돌리면 첫 에폭에서 죽어요"),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier && .venv/bin/python train.py --epochs 1 2>&1 | tail -6",
     "Exit code 1\n2024-11-26 10:14:03.118245: I metal_plugin/src/device/metal_device.cc:1154] Metal device set to: "
     "Apple M2\nEpoch 1/1\ntensorflow.python.framework.errors_impl.NotFoundError: Graph execution error:\n\n"
     "No registered 'RngReadAndSkip' OpKernel for 'GPU' devices compatible with node {{node RngReadAndSkip}}\n"
     "\t [[sequential/random_flip/stateful_uniform_full_int/RngReadAndSkip]] [Op:__inference_one_step_on_iterator_"
     "4127]", True),
    ("say", "모델 안의 RandomFlip/RandomRotation 증강 레이어가 Metal에 없는 RNG 연산을 씁니다. 증강을 tf.data "
            "파이프라인으로 옮겨 CPU에서 돌리게 train.py를 고칠게요."),
    ("edit", LC + "/train.py",
     "model = keras.Sequential([augment, base, head])",
     "train_ds = train_ds.map(lambda x, y: (augment(x, training=True), y), num_parallel_calls=tf.data.AUTOTUNE)\n"
     "model = keras.Sequential([base, head])"),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier && .venv/bin/python train.py --epochs 1 2>&1 | tail -2",
     "Epoch 1/1\n188/188 ━━━━━━━━━━━━━━━━━━━━ 41s 212ms/step - accuracy: 0.6812 - loss: 0.8841 - val_accuracy: "
     "0.7655 - val_loss: 0.6412", False),
    ("user", "오 돌아가요. 그런데 jupyter 노트북 커널에서는 여전히 예전 tensorflow가 잡혀요"),
    ("bash", "jupyter kernelspec list && cat ~/Library/Jupyter/kernels/leaf-old/kernel.json",
     "Available kernels:\n  leaf-old   /Users/hyunwoo/Library/Jupyter/kernels/leaf-old\n"
     "  python3    /opt/homebrew/share/jupyter/kernels/python3\n{\n \"argv\": [\n  "
     "\"/Users/hyunwoo/ml/leaf-old/.venv/bin/python\",\n  \"-m\",\n  \"ipykernel_launcher\",\n  \"-f\",\n"
     "  \"{connection_file}\"\n ],\n \"display_name\": \"leaf (old)\",\n \"language\": \"python\"\n}", False),
    ("say", "노트북이 쓰는 leaf-old 커널이 예전 프로젝트의 venv 파이썬을 가리킵니다. 이 venv로 바꿔 둘게요."),
    ("edit", "/Users/hyunwoo/Library/Jupyter/kernels/leaf-old/kernel.json",
     "\"/Users/hyunwoo/ml/leaf-old/.venv/bin/python\"", "\"/Users/hyunwoo/ml/leaf-classifier/.venv/bin/python\""),
    ("user", "커널은 나중에 볼게요. 그보다 앱 로고 PNG를 icns로 바꿔 주실 수 있어요? assets/logo.png 1024px이에요."),
    ("bash", "cd /Users/hyunwoo/ml/leaf-classifier/assets && mkdir -p logo.iconset && for s in 16 32 128 256 512; do "
             "sips -z $s $s logo.png --out logo.iconset/icon_${s}x${s}.png >/dev/null; done && "
             "iconutil -c icns logo.iconset && ls -l logo.icns",
     "-rw-r--r--  1 hyunwoo  staff  284113 Nov 26 10:31 logo.icns", False),
    ("user", "됐어요, 아이콘 잘 나와요. 감사합니다!"),
]

S21: list[Any] = [
    ("user", "On the mail gateway (Debian 12, 2 GB VM) freshclam errors out when I run it, and clamd won't stay up."),
    ("bash", "freshclam",
     "Exit code 1\nERROR: Failed to lock the log file /var/log/clamav/freshclam.log: Resource temporarily "
     "unavailable\nERROR: Problem with internal logger (UpdateLogFile = /var/log/clamav/freshclam.log).", True),
    ("bash", "systemctl is-active clamav-freshclam", "active", False),
    ("say", "The clamav-freshclam service is already running as a daemon and holds the log lock; a manual run "
            "collides with it. Stopping the service for the manual update:"),
    ("bash", "systemctl stop clamav-freshclam && freshclam && systemctl start clamav-freshclam",
     "ClamAV update process started at Thu Nov 21 08:12:40 2024\ndaily database available for update (local "
     "version: 27463, remote version: 27464)\nCurrent database is 1 version behind.\nDownloading database patch "
     "# 27464...\nTime:    0.6s, ETA:    0.0s [========================>]    21.82KiB/21.82KiB\n"
     "Testing database: '/var/lib/clamav/tmp.7f1c2/clamav-3b9d.tmp-daily.cld' ...\n"
     "Database test passed.\ndaily.cld updated (version: 27464, sigs: 2069121, f-level: 90, builder: raynman)\n"
     "main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)\n"
     "bytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)", False),
    ("bash", "systemctl start clamav-daemon; systemctl status clamav-daemon --no-pager | tail -3",
     "Nov 21 08:13:02 mx1 systemd[1]: Started clamav-daemon.service - Clam AntiVirus userspace daemon.\n"
     "Nov 21 08:13:31 mx1 systemd[1]: clamav-daemon.service: Main process exited, code=killed, status=9/KILL\n"
     "Nov 21 08:13:31 mx1 systemd[1]: clamav-daemon.service: Failed with result 'signal'.", False),
    ("bash", "journalctl -k -n 20 --no-pager | grep -i 'out of memory'",
     "Nov 21 08:13:31 mx1 kernel: Out of memory: Killed process 48211 (clamd) total-vm:2418832kB, "
     "anon-rss:1532204kB, file-rss:0kB, shmem-rss:0kB, UID:110 pgtables:3344kB oom_score_adj:0", False),
    ("say", "The kernel OOM killer took clamd at about 1.5 GB RSS. By default clamd loads a second copy of the "
            "signatures during reloads (ConcurrentDatabaseReload); turning that off halves the peak."),
    ("edit", "/etc/clamav/clamd.conf", "SelfCheck 3600\n", "SelfCheck 3600\nConcurrentDatabaseReload no\n"),
    ("bash", "systemctl restart clamav-daemon; journalctl -u clamav-daemon -n 3 --no-pager",
     "Nov 21 08:21:40 mx1 systemd[1]: Started clamav-daemon.service - Clam AntiVirus userspace daemon.\n"
     "Nov 21 08:22:09 mx1 systemd[1]: clamav-daemon.service: Main process exited, code=killed, status=9/KILL\n"
     "Nov 21 08:22:09 mx1 systemd[1]: clamav-daemon.service: Failed with result 'signal'.", False),
    ("say", "Still killed during the first load, so the reload setting wasn't the peak: loading 8.7 million "
            "signatures simply needs more memory than this VM has free next to rspamd."),
    ("user", "we'll bump the VM to 4 GB tomorrow then."),
]

EW = "/home/ivo/proj/edge-worker"
ESB_FS = (f"Exit code 1\n{E}[31m✘ {E}[41;31m[{E}[41;97mERROR{E}[41;31m]{E}[0m {E}[1mCould not resolve \"fs\"{E}[0m\n\n"
          f"    src/config.ts:1:29:\n{E}[37m      1 │ import {{ readFileSync }} from {E}[32m\"fs\"{E}[37m;\n"
          f"        ╵                              {E}[32m~~~~{E}[0m\n\n"
          f"  {E}[36mThe package \"fs\" wasn't found on the file system but is built into node. Are you trying to "
          f"bundle for node? You can use \"--platform=node\" to do that, which will remove this error.{E}[0m\n\n"
          "1 error")
ESB_EVAL = (f"{E}[33m▲ {E}[43;33m[{E}[43;30mWARNING{E}[43;33m]{E}[0m {E}[1mUsing direct eval with a bundler is not "
            f"recommended and may cause problems {E}[33m[direct-eval]{E}[0m\n\n"
            f"    node_modules/expr-lite/index.js:42:11:\n{E}[37m      42 │     return {E}[32meval{E}[37m(src);\n"
            f"         ╵            {E}[32m~~~~{E}[0m\n\n  You can read more about direct eval and bundling here: "
            f"{E}[4mhttps://esbuild.github.io/link/direct-eval{E}[0m\n\n  dist/worker.js  88.1kb\n\n⚡ Done in 21ms")
TSC = (f"Exit code 2\n{E}[96msrc/cli.ts{E}[0m:{E}[93m18{E}[0m:{E}[93m7{E}[0m - {E}[91merror{E}[0m{E}[90m TS2322: "
       f"{E}[0mType 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to "
       f"type 'string'.\n\n{E}[7m18{E}[0m const token: string = process.env.EDGE_TOKEN;\n{E}[7m  {E}[0m {E}[91m"
       f"      ~~~~~{E}[0m\n\n\nFound 1 error in src/cli.ts{E}[90m:18{E}[0m\n")

S22: list[Any] = [
    ("user", "Bundling our CLI with esbuild fails on 'Could not resolve \"fs\"'. Linux, npm."),
    ("bash", "cd /home/ivo/proj/edge-worker && npx esbuild src/cli.ts --bundle --outfile=dist/cli.js", ESB_FS, True),
    ("bash", "cd /home/ivo/proj/edge-worker && npx esbuild src/cli.ts --bundle --platform=node --outfile=dist/cli.js",
     "\n  dist/cli.js  412.3kb\n\n⚡ Done in 38ms", False),
    ("bash", "cd /home/ivo/proj/edge-worker && node dist/cli.js --version",
     "Exit code 1\nfile:///home/ivo/proj/edge-worker/dist/cli.js:3\nvar __require = require;\n              ^\n\n"
     "ReferenceError: require is not defined in ES module scope, you can use import instead\nThis file is being "
     "treated as an ES module because it has a '.js' file extension and '/home/ivo/proj/edge-worker/package.json' "
     "contains \"type\": \"module\". To treat it as a CommonJS script, rename it to use the '.cjs' file extension.\n"
     "    at file:///home/ivo/proj/edge-worker/dist/cli.js:3:15\n\nNode.js v20.18.0", True),
    ("say", "`--platform=node` emits CommonJS, but package.json has `\"type\": \"module\"`, so Node loads "
            "`dist/cli.js` as ESM. Giving the bundle a `.cjs` name keeps it CommonJS."),
    ("bash", "cd /home/ivo/proj/edge-worker && npx esbuild src/cli.ts --bundle --platform=node --outfile=dist/cli.cjs "
             "&& node dist/cli.cjs --version", "\n  dist/cli.cjs  412.3kb\n\n⚡ Done in 35ms\n1.8.0", False),
    ("bash", "cd /home/ivo/proj/edge-worker && npx tsc --noEmit -p .", TSC, True),
    ("say", "esbuild strips types without checking them, so the bundle built fine while `tsc` still finds a real "
            "type error. That one is in your code (EDGE_TOKEN may be unset); I'll leave it for you to decide the "
            "default."),
    ("user", "fair. the browser worker bundle warns about eval though"),
    ("bash", "cd /home/ivo/proj/edge-worker && npx esbuild src/worker.ts --bundle --format=esm --outfile=dist/worker.js",
     ESB_EVAL, False),
    ("say", "`expr-lite` calls `eval(src)` directly, which forces esbuild to keep every name in scope and can break "
            "minified output. An indirect eval, `(0, eval)(src)`, avoids that. I'll write a patch-package patch."),
    ("write", EW + "/patches/expr-lite+1.2.0.patch",
     "diff --git a/node_modules/expr-lite/index.js b/node_modules/expr-lite/index.js\n"
     "--- a/node_modules/expr-lite/index.js\n+++ b/node_modules/expr-lite/index.js\n@@ -39,7 +39,7 @@\n"
     " function run(src) {\n   check(src);\n-    return eval(src);\n+    return (0, eval)(src);\n }\n"),
    ("say", "The patch is in `patches/`; add `\"postinstall\": \"patch-package\"` to package.json so `npm install` "
            "applies it."),
    ("user", "I'll review the patch tomorrow before wiring it in."),
]

SOURCES = {
    "s18-nerdctl-rootless": (IP, "2024-11-25T14:00:30Z", "main", S18),
    "s19-openstack-cli-zsh": (OS, "2024-11-25T16:20:05Z", "main", S19),
    "s20-tf-metal-ko": (LC, "2024-11-26T10:10:41Z", "main", S20),
    "s21-clamav-debian": ("/root", "2024-11-21T08:10:12Z", "HEAD", S21),
    "s22-esbuild-ansi": (EW, "2024-11-26T15:44:00Z", "main", S22),
}
