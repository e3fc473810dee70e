"""Scripted sessions of corpus48, part four: D2 diagrams on macOS zsh (ANSI colour, file:line:col errors), rootless
buildah and skopeo on Linux bash (a Task), k3s on a Raspberry Pi 4 (in Korean, a long output), Plotly with Kaleido
in Windows PowerShell 7 (an interrupted call) and mlx-lm LoRA fine-tuning on Apple silicon in macOS zsh (ANSI
colour)."""
from __future__ import annotations

from tests.truth.corpus48_common import ESC, INTERRUPTED

E = ESC


def _bash(cmd: str, out: str, err: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", cmd, out, err)


D2 = [
    ("user", "d2 won't compile docs/arch/arch.d2 any more, and I'd like the TALA layout like the d2 playground. "
             "macOS, zsh, d2 0.6.8."),
    _bash("d2 arch.d2 arch.svg",
          f"Exit code 1\n{E}[31merr{E}[0m: failed to compile arch.d2: arch.d2:14:10: unknown shape \"database\"", True),
    ("say", "D2 has no `database` shape; the cylinder is `shape: cylinder` (or `stored_data`)."),
    ("edit", "/Users/noor/docs/arch/arch.d2", "ledger_db: Ledger DB {\n  shape: database",
     "ledger_db: Ledger DB {\n  shape: cylinder"),
    _bash("d2 arch.d2 arch.svg", f"{E}[32msuccess{E}[0m: successfully compiled arch.d2 to arch.svg in 412ms"),
    _bash("d2 --layout=tala arch.d2 arch.svg",
          f"Exit code 1\n{E}[31merr{E}[0m: layout engine \"tala\" not found. Available layout engines: dagre, elk. "
          "TALA is a separate plugin: https://github.com/terrastruct/tala", True),
    _bash("d2 layout", "Available layout engines found:\n\ndagre (bundled) - The directed graph layout library "
                       "Dagre\nelk (bundled) - Eclipse Layout Kernel (ELK) with the Layered algorithm."),
    ("say", "TALA isn't bundled. Shall I run the install script with `--tala` (`curl -fsSL https://d2lang.com/"
            "install.sh | sh -s -- --tala`)? It needs a licence for output without the watermark. Otherwise `elk` "
            "is bundled and handles nested containers better than dagre."),
    ("user", "no curl | sh here. use elk."),
    _bash("d2 --layout=elk arch.d2 arch.svg",
          f"{E}[32msuccess{E}[0m: successfully compiled arch.d2 to arch.svg in 655ms"),
    _bash("d2 --layout=elk --sketch --theme=200 arch.d2 arch-sketch.svg",
          f"{E}[32msuccess{E}[0m: successfully compiled arch.d2 to arch-sketch.svg in 701ms"),
]

BUD = [
    ("user", "Build the thumbnailer image with rootless buildah on this runner box (I'm user kofi) and push it to "
             "our registry at registry.lab.internal:5000 with skopeo."),
    _bash("buildah bud -t thumbnailer:dev .",
          "Exit code 125\nSTEP 1/6: FROM docker.io/library/python:3.12-slim\nTrying to pull docker.io/library/python:"
          "3.12-slim...\nGetting image source signatures\nCopying blob 2cc3ae149d28 done\nError: creating build "
          "container: copying system image from manifest list: writing blob: adding layer with blob \"sha256:2cc3ae1"
          "49d28a36d28d4eefbae70aaa14a0c9eab588c3790f7979f310b893c44\": processing tar file(potentially insufficient "
          "UIDs or GIDs available in user namespace (requested 0:42 for /etc/shadow): Check /etc/subuid and "
          "/etc/subgid if configured locally and run \"podman system migrate\": lchown /etc/shadow: invalid "
          "argument): exit status 1", True),
    _bash("grep kofi /etc/subuid /etc/subgid", "Exit code 1", True),
    ("say", "kofi has no subordinate ID ranges, so the user namespace maps only one UID and can't own files like "
            "/etc/shadow (gid 42). That needs root: `sudo usermod --add-subuids 100000-165535 --add-subgids "
            "100000-165535 kofi`, then `podman system migrate`."),
    ("user", "I ran both myself."),
    _bash("buildah bud -t thumbnailer:dev . 2>&1 | tail -4",
          "STEP 6/6: CMD [\"python\", \"-m\", \"thumbnailer\"]\nCOMMIT thumbnailer:dev\nSuccessfully tagged "
          "localhost/thumbnailer:dev\n4f1c0a9d3be2f0e51c7d8a6b2e93f4a1c05d7e88b9a2c3d4e5f60718293a4b5c"),
    _bash("skopeo copy containers-storage:localhost/thumbnailer:dev docker://registry.lab.internal:5000/thumbnailer:"
          "dev",
          "Exit code 1\ntime=\"2025-06-10T08:41:07Z\" level=fatal msg=\"trying to reuse blob sha256:2cc3ae149d28a36d2"
          "8d4eefbae70aaa14a0c9eab588c3790f7979f310b893c44 at destination: pinging container registry "
          "registry.lab.internal:5000: Get \\\"https://registry.lab.internal:5000/v2/\\\": http: server gave HTTP "
          "response to HTTPS client\"", True),
    ("task", "check the lab registry",
     "Find out how registry.lab.internal:5000 is served (TLS or not) and whether containers' registries.conf on "
     "this box already has an entry for it. Read only; change nothing.",
     "registry.lab.internal:5000 is a plain registry:2 container behind no proxy: `curl -sI http://registry.lab."
     "internal:5000/v2/` answers `HTTP/1.1 200 OK` with `Docker-Distribution-Api-Version: registry/2.0`, and https "
     "fails the handshake. Neither /etc/containers/registries.conf nor ~/.config/containers/registries.conf has an "
     "entry for it. A `[[registry]]` block with `location = \"registry.lab.internal:5000\"` and `insecure = true` "
     "in ~/.config/containers/registries.conf would make skopeo, buildah and podman use HTTP for it."),
    _bash("skopeo copy --dest-tls-verify=false containers-storage:localhost/thumbnailer:dev docker://registry.lab."
          "internal:5000/thumbnailer:dev",
          "Getting image source signatures\nCopying blob 2cc3ae149d28 done   |\nCopying blob 8b1d4f0e6a2c done   |\n"
          "Copying config 4f1c0a9d3b done   |\nWriting manifest to image destination"),
    ("user", "make that permanent for this user so nobody has to remember the flag"),
    ("write", "/home/kofi/.config/containers/registries.conf",
     "[[registry]]\nlocation = \"registry.lab.internal:5000\"\ninsecure = true\n"),
    _bash("skopeo inspect docker://registry.lab.internal:5000/thumbnailer:dev | head -4",
          "{\n    \"Name\": \"registry.lab.internal:5000/thumbnailer\",\n    \"Digest\": \"sha256:9e0d3a7c51b24f68e2a1"
          "d0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d\",\n    \"RepoTags\": ["),
]

_CHECK = "\n".join([
    "Verifying binaries in /var/lib/rancher/k3s/data/3f2e1d0c9b8a/bin:", "- sha256sum: good", "- aux/ip6tables: "
    "symlink to xtables-nft-multi", "- aux/iptables: symlink to xtables-nft-multi", "- links: aux/ip6tables-save: "
    "symlink to xtables-nft-multi", "", "System:", "- /usr/sbin iptables v1.8.9 (nf_tables): ok",
    "- swap: disabled", "- routes: ok", "", "Limits:", "- /proc/sys/kernel/keys/root_maxkeys: 1000000", "",
    "info: reading kernel config from /proc/config.gz ...", "", "Generally Necessary:",
    "- cgroup hierarchy: cgroups V2 mounted, cpu|cpuset|memory controllers status: good",
    "- /usr/sbin/apparmor_parser", "apparmor: enabled and tools installed", "- CONFIG_NAMESPACES: enabled",
    "- CONFIG_NET_NS: enabled", "- CONFIG_PID_NS: enabled", "- CONFIG_IPC_NS: enabled", "- CONFIG_UTS_NS: enabled",
    "- CONFIG_CGROUPS: enabled", "- CONFIG_CGROUP_PIDS: enabled", "- CONFIG_CGROUP_CPUACCT: enabled",
    "- CONFIG_CGROUP_DEVICE: enabled", "- CONFIG_CGROUP_FREEZER: enabled", "- CONFIG_CGROUP_SCHED: enabled",
    "- CONFIG_CPUSETS: enabled", "- CONFIG_MEMCG: enabled", "- CONFIG_KEYS: enabled", "- CONFIG_VETH: enabled (as "
    "module)", "- CONFIG_BRIDGE: enabled (as module)", "- CONFIG_BRIDGE_NETFILTER: enabled (as module)",
    "- CONFIG_IP_NF_FILTER: enabled (as module)", "- CONFIG_IP_NF_TARGET_MASQUERADE: enabled (as module)",
    "- CONFIG_NETFILTER_XT_MATCH_ADDRTYPE: enabled (as module)", "- CONFIG_NETFILTER_XT_MATCH_CONNTRACK: enabled "
    "(as module)", "- CONFIG_NETFILTER_XT_MATCH_IPVS: enabled (as module)", "- CONFIG_IP_NF_NAT: enabled (as module)",
    "- CONFIG_NF_NAT: enabled (as module)", "- CONFIG_POSIX_MQUEUE: enabled", "", "Optional Features:",
    "- CONFIG_USER_NS: enabled", "- CONFIG_SECCOMP: enabled", "- CONFIG_BLK_CGROUP: enabled",
    "- CONFIG_BLK_DEV_THROTTLING: enabled", "- CONFIG_CGROUP_PERF: enabled", "- CONFIG_CGROUP_HUGETLB: missing",
    "- CONFIG_NET_CLS_CGROUP: enabled (as module)", "- CONFIG_CGROUP_NET_PRIO: enabled",
    "- CONFIG_CFS_BANDWIDTH: enabled", "- CONFIG_FAIR_GROUP_SCHED: enabled", "- CONFIG_RT_GROUP_SCHED: missing",
    "- CONFIG_IP_NF_TARGET_REDIRECT: enabled (as module)", "- CONFIG_IP_SET: enabled (as module)",
    "- CONFIG_IP_VS: enabled (as module)", "- CONFIG_IP_VS_NFCT: enabled", "- CONFIG_IP_VS_PROTO_TCP: enabled",
    "- CONFIG_IP_VS_PROTO_UDP: enabled", "- CONFIG_IP_VS_RR: enabled (as module)", "- CONFIG_EXT4_FS: enabled",
    "- CONFIG_EXT4_FS_POSIX_ACL: enabled", "- CONFIG_EXT4_FS_SECURITY: enabled", "- Network Drivers:",
    "  - \"overlay\":", "    - CONFIG_VXLAN: enabled (as module)", "      Optional (for encrypted networks):",
    "      - CONFIG_CRYPTO: enabled", "      - CONFIG_CRYPTO_AEAD: enabled", "      - CONFIG_CRYPTO_GCM: enabled",
    "      - CONFIG_CRYPTO_SEQIV: enabled", "      - CONFIG_CRYPTO_GHASH: enabled", "      - CONFIG_XFRM: enabled",
    "      - CONFIG_XFRM_USER: enabled (as module)", "      - CONFIG_XFRM_ALGO: enabled (as module)",
    "      - CONFIG_INET_ESP: enabled (as module)", "- Storage Drivers:", "  - \"overlay\":",
    "    - CONFIG_OVERLAY_FS: enabled (as module)", "", "STATUS: pass"])

K3S = [
    ("user", "라즈베리파이 4 (Raspberry Pi OS bookworm 64bit) 에 k3s를 설치했는데 서버가 계속 재시작되고 노드가 안 떠요."),
    _bash("sudo journalctl -u k3s --no-pager -n 3",
          "Jun 11 21:02:13 rpi4 k3s[2231]: time=\"2025-06-11T21:02:13+09:00\" level=info msg=\"Starting k3s v1.30.5+"
          "k3s1 (9b586704)\"\nJun 11 21:02:14 rpi4 k3s[2231]: time=\"2025-06-11T21:02:14+09:00\" level=fatal "
          "msg=\"failed to find memory cgroup (v2)\"\nJun 11 21:02:14 rpi4 systemd[1]: k3s.service: Main process "
          "exited, code=exited, status=1/FAILURE"),
    _bash("cat /boot/firmware/cmdline.txt",
          "console=serial0,115200 console=tty1 root=PARTUUID=8a4b2c1d-02 rootfstype=ext4 fsck.repair=yes rootwait"),
    ("say", "라즈베리파이 OS는 기본으로 memory cgroup 컨트롤러를 꺼 두어요. cmdline.txt (한 줄짜리) 끝에 "
            "`cgroup_memory=1 cgroup_enable=memory` 를 붙이고 재부팅해야 해요."),
    ("edit", "/boot/firmware/cmdline.txt", "fsck.repair=yes rootwait",
     "fsck.repair=yes rootwait cgroup_memory=1 cgroup_enable=memory"),
    ("user", "재부팅했어요."),
    _bash("sudo k3s kubectl get nodes",
          "NAME   STATUS   ROLES                  AGE   VERSION\nrpi4   Ready    control-plane,master   14m   "
          "v1.30.5+k3s1"),
    _bash("sudo k3s check-config 2>&1", _CHECK),
    ("user", "좋아요! 그런데 sudo 없이 kubectl 쓰면 에러가 나요."),
    _bash("kubectl get nodes",
          "Exit code 1\nWARN[0000] Unable to read /etc/rancher/k3s/k3s.yaml, please start server with "
          "--write-kubeconfig-mode or --write-kubeconfig-group to modify kube config permissions \nerror: error "
          "loading config file \"/etc/rancher/k3s/k3s.yaml\": open /etc/rancher/k3s/k3s.yaml: permission denied",
          True),
    ("say", "k3s.yaml는 기본으로 root만 읽을 수 있어요. 서버 설정에 `write-kubeconfig-mode` 를 넣을게요."),
    ("write", "/etc/rancher/k3s/config.yaml", "write-kubeconfig-mode: \"0644\"\n"),
    ("say", "config.yaml을 만들었어요. k3s를 다시 시작하면 (`sudo systemctl restart k3s`) k3s.yaml 권한이 0644가 "
            "돼요."),
    ("user", "오늘은 여기까지 할게요. 나머지는 내일 해요."),
]

KAL = [
    ("user", "make_charts.py hangs forever at fig.write_image on my Windows laptop (PowerShell 7). plotly + kaleido."),
    _bash("python -m pip install -U kaleido",
          "Requirement already satisfied: kaleido in c:\\users\\maya\\appdata\\local\\programs\\python\\python312\\lib"
          "\\site-packages (0.2.1.post1)"),
    _bash("python .\\make_charts.py", INTERRUPTED, True),
    ("user", "see, it just hangs. I had to stop it."),
    _bash("python -m pip show kaleido plotly",
          "Name: kaleido\nVersion: 0.2.1.post1\nSummary: Static image export for web-based visualization libraries "
          "with zero dependencies\n---\nName: plotly\nVersion: 5.22.0\nSummary: An open-source, interactive data "
          "visualization library for Python"),
    ("say", "kaleido 0.2.1.post1 is a known hang on Windows: its bundled Chromium never answers. The usual way out "
            "is pinning the previous build, 0.1.0.post1."),
    _bash("python -m pip install \"kaleido==0.1.0.post1\"",
          "Collecting kaleido==0.1.0.post1\n  Downloading kaleido-0.1.0.post1-py2.py3-none-win_amd64.whl (65.9 MB)\n"
          "Installing collected packages: kaleido\n  Attempting uninstall: kaleido\n    Found existing installation: "
          "kaleido 0.2.1.post1\n    Uninstalling kaleido-0.2.1.post1:\n      Successfully uninstalled kaleido-0.2.1."
          "post1\nSuccessfully installed kaleido-0.1.0.post1"),
    _bash("python .\\make_charts.py", "wrote charts\\revenue.png\nwrote charts\\churn.png\nwrote charts\\cohorts.png"),
    ("user", "they're blurry on my 4k screen though"),
    ("edit", "C:\\Users\\Maya\\reports\\make_charts.py", "    fig.write_image(path)",
     "    fig.write_image(path, scale=2)"),
    _bash("python .\\make_charts.py; (Get-Item charts\\revenue.png).Length",
          "wrote charts\\revenue.png\nwrote charts\\churn.png\nwrote charts\\cohorts.png\n184233"),
    ("user", "crisp now, thanks!"),
]

MLX = [
    ("user", "mlx_lm.lora fine-tune of Mistral 7B 4bit on my M2 Pro 16GB fails right away. Data in ./data. zsh."),
    _bash("mlx_lm.lora --model mlx-community/Mistral-7B-Instruct-v0.3-4bit --train --data ./data --iters 600",
          "Exit code 1\nLoading pretrained model\nFetching 8 files: 100%|██████████| 8/8 [00:00<00:00, 41527.76it/s]"
          "\nLoading datasets\nTraceback (most recent call last):\n  File \"/Users/hana/.venv/mlx/bin/mlx_lm.lora\", "
          "line 8, in <module>\n    sys.exit(main())\nValueError: Training set not found or empty. Must provide "
          "training set for fine-tuning.", True),
    _bash("ls data", "train.json\tvalid.json"),
    ("say", "mlx_lm's local loader looks for `train.jsonl` and `valid.jsonl`; the files are JSON Lines already, just "
            "named `.json`."),
    _bash("mv data/train.json data/train.jsonl && mv data/valid.json data/valid.jsonl", ""),
    _bash("mlx_lm.lora --model mlx-community/Mistral-7B-Instruct-v0.3-4bit --train --data ./data --iters 600",
          "Exit code 134\nLoading pretrained model\nLoading datasets\nTraining\nTrainable parameters: 0.024% (1.704M/"
          "7248.024M)\nStarting training..., iters: 600\nIter 1: Val loss 2.913, Val took 41.202s\nlibc++abi: "
          "terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution "
          "failed: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)", True),
    ("say", "Data loads now. 16 GB unified memory isn't enough for batch 4 over 16 layers; batch 1, LoRA on 8 layers "
            "and gradient checkpointing should fit."),
    _bash("mlx_lm.lora --model mlx-community/Mistral-7B-Instruct-v0.3-4bit --train --data ./data --iters 600 "
          "--batch-size 1 --num-layers 8 --grad-checkpoint 2>&1 | tail -4",
          "Iter 590: Train loss 0.973, Learning Rate 1.000e-05, It/sec 0.418, Tokens/sec 204.9, Trained Tokens "
          "289310, Peak mem 9.812 GB\nIter 600: Train loss 0.961, Learning Rate 1.000e-05, It/sec 0.421, Tokens/sec "
          "206.3, Trained Tokens 294192, Peak mem 9.812 GB\nIter 600: Val loss 1.118, Val took 39.877s\nSaved final "
          "weights to adapters/adapters.safetensors."),
    _bash("mlx_lm.generate --model mlx-community/Mistral-7B-Instruct-v0.3-4bit --adapter-path adapters --prompt "
          "\"Summarise: the meeting moved to Friday\" --max-tokens 40",
          f"==========\nThe meeting was rescheduled to Friday.\n==========\n{E}[1mPrompt:{E}[0m 31 tokens, 112.4 "
          f"tokens-per-sec\n{E}[1mGeneration:{E}[0m 9 tokens, 24.7 tokens-per-sec\n{E}[1mPeak memory:{E}[0m 4.312 GB"),
    ("user", "great. can I get a single fused model for LM Studio?"),
    ("say", "Yes: `mlx_lm.fuse --model mlx-community/Mistral-7B-Instruct-v0.3-4bit --adapter-path adapters "
            "--save-path fused --de-quantize` writes full-precision fused weights that LM Studio can load. "
            "I'll run that next."),
    ("user", "actually I'm out of disk, stop here. I'll clean up first."),
]

SOURCES = {
    "d2": ("/Users/noor/docs/arch", "2025-06-10T12:00:00Z", "diagrams", D2),
    "bud": ("/home/kofi/svc/thumbnailer", "2025-06-10T08:30:00Z", "ci-image", BUD),
    "k3s": ("/home/pi/homelab", "2025-06-11T12:00:00Z", "HEAD", K3S),
    "kal": ("C:\\Users\\Maya\\reports", "2025-06-12T09:45:00Z", "main", KAL),
    "mlx": ("/Users/hana/ml/lora-notes", "2025-06-12T22:10:00Z", "HEAD", MLX),
}
