"""corpus31's labelled lessons, part two: Gentoo (s05), flash-attn in Korean (s06), Windows OpenSSH (s07), WSL
portproxy (s08)."""
from __future__ import annotations

from tests.truth.corpus31_common import gotcha, knowledge

GEN = "s05-gentoo-emerge"
FA = "s06-flash-attn-wsl-ko"
SSH = "s07-openssh-server-pwsh"
WSL = "s08-wsl-portproxy-cmd"

RECORDS = [
    gotcha(28, GEN, "real shown rerun_passes",
           ("emerge --autounmask-write leaves its change in a ._cfg file until etc-update merges it",
            "After --autounmask-write, emerge -uDN @world still stops on 'The following USE changes are necessary "
            "to proceed'.",
            "Believing 'Autounmask changes successfully written' means package.use is already updated.",
            "CONFIG_PROTECT covers /etc/portage, so autounmask writes ._cfg0000_zz-autounmask beside the live file.",
            "Merge it (dispatch-conf, or etc-update --automode -5 non-interactively) and rerun emerge."),
           "`Autounmask changes successfully written.` was followed by ` * IMPORTANT: config file "
           "'/etc/portage/package.use/zz-autounmask' needs updating.` and the rerun still printed "
           "`>=media-libs/libvpx-1.14.1 postproc`. After `etc-update --automode -5` (\"Replacing "
           "/etc/portage/package.use/zz-autounmask with /etc/portage/package.use/._cfg0000_zz-autounmask\"), "
           "the `--pretend` run listed `Total: 37 packages (34 upgrades, 2 new, 1 reinstall)`.",
           "Rerun after autounmask fails the same way; after etc-update the pretend run resolves.",
           ["code spans", "double-quoted output", "still failed then passed"],
           {"failure": "The following USE changes are necessary to proceed", "fix": "etc-update --automode -5",
            "evidence": "Total: 37 packages (34 upgrades, 2 new, 1 reinstall)"}),
    gotcha(29, GEN, "real not_shown never_run",
           ("Give qtwebengine fewer make jobs via package.env instead of lowering MAKEOPTS globally",
            "emerge of dev-qt/qtwebengine dies: 'x86_64-pc-linux-gnu-g++: fatal error: Killed signal terminated "
            "program cc1plus'.",
            "Running a -j12 MAKEOPTS on a 15 GB machine for a Chromium-sized package.",
            "Each C++ job of qtwebengine needs around 2 GB; twelve of them exhaust RAM and the OOM killer hits "
            "cc1plus.",
            "Create /etc/portage/env/qtwebengine-lowjobs.conf with MAKEOPTS=\"-j4\" and map dev-qt/qtwebengine "
            "to it in /etc/portage/package.env, then emerge --resume."),
           ["Killed signal terminated program cc1plus", "MAKEOPTS=\"-j12\" on 15 GB RAM",
            "wrote MAKEOPTS=\"-j4\" to /etc/portage/env/qtwebengine-lowjobs.conf + package.env entry"],
           "The env files are written but emerge --resume is left for the person to run tonight; the build never "
           "reruns in the session.",
           ["bare list without backticks"],
           {"failure": "Killed signal terminated program cc1plus", "fix": "/etc/portage/env/qtwebengine-lowjobs.conf"},
           cat="performance"),
    gotcha(30, GEN, "invented not_shown near_miss",
           ("etc-update picks the newest ._cfg file, not the first",
            "Two pending autounmask files exist after repeated --autounmask-write runs.",
            "Merging ._cfg0000 when a newer one exists.",
            "Each autounmask run adds another ._cfg file.",
            "Merge the highest-numbered one."),
           "`ls /etc/portage/package.use/` showed `._cfg0001_zz-autounmask` next to `zz-autounmask`",
           "Only ._cfg0000_zz-autounmask exists in the session.",
           ["code spans"], {"evidence": "._cfg0000_zz-autounmask\nzz-autounmask"}),
    gotcha(31, GEN, "invented not_shown names_false_claim",
           ("emerge --autounmask-write unblocks @world in one step",
            "emerge -uDN @world wants a USE change for libvpx.",
            "Editing package.use by hand.",
            "The ffmpeg[vpx,postproc] dependency needs libvpx[postproc].",
            "Run emerge --autounmask-write once; the world update then proceeds."),
           "With `--autounmask-write` emerge wrote `>=media-libs/libvpx-1.14.1 postproc`, and the next "
           "`emerge --ask=n -uDN @world` went straight through.",
           "The next emerge printed the same 'USE changes are necessary' block (exit 1); it resolved only after "
           "etc-update.",
           ["code spans", "false outcome"], {"evidence": "Autounmask changes successfully written."}),
    gotcha(32, GEN, "invented not_shown never_seen_error",
           ("Slot conflicts on qtwebengine need a --backtrack raise",
            "emerge -uDN @world aborts on a slot conflict around dev-qt/qtwebengine.",
            "Keeping the default backtrack of 20.",
            "Two qtwebengine versions are pulled into slot 6.",
            "Rerun with --backtrack=50."),
           "emerge: `!!! Multiple package instances within a single package slot have been pulled` for "
           "dev-qt/qtwebengine:6",
           "No slot-conflict message appears; backtracking stayed at 0/20.",
           ["code span"], {"evidence": "backtrack: 0/20"}),
    knowledge(33, GEN, "real knowledge",
              ("Merge Portage config updates non-interactively with etc-update --automode -5",
               "A pending ._cfg0000_* file must be merged from a shell with no terminal (an agent, a script).",
               "Run etc-update --automode -5, which replaces each protected file with its pending update without "
               "prompting; dispatch-conf needs a tty.",
               "It is the one-liner that took the autounmask change and let the pretend run resolve."),
              "Bash `ls /etc/portage/package.use/ && etc-update --automode -5` → \"Exiting: Nothing left to do; "
              "exiting. :)\"",
              "The command and result are in the session.", ["code span", "double quotes", "tool name"],
              {"evidence": "Exiting: Nothing left to do; exiting. :)"}),

    gotcha(34, FA, "real shown person_confirms",
           ("flash-attn: install the matching prebuilt wheel instead of compiling",
            "pip install flash-attn fails in the build step (no torch in the isolated env, then CUDA_HOME unset); "
            "a source build takes hours.",
            "Building flash-attn from the sdist with pip install flash-attn.",
            "pip builds sdists in an isolated environment without the venv's torch; even with "
            "--no-build-isolation the CUDA build is long and needs nvcc.",
            "Read torch.__version__, torch.version.cuda and torch._C._GLIBCXX_USE_CXX11_ABI, then pip install the "
            "release wheel for that combination (cu123torch2.4cxx11abiFALSE, cp311)."),
           "torch 조합 확인(`2.4.0+cu124 12.4 False`) 후 릴리스 wheel `flash_attn-2.6.3+cu123torch2.4cxx11abiFALSE-"
           "cp311-cp311-linux_x86_64.whl` 설치 → `Successfully installed flash-attn-2.6.3`, import 확인 `2.6.3`, "
           "사용자: \"됐어요! 감사합니다\"",
           "The wheel installs, the import check prints 2.6.3, and the person confirms right after.",
           ["Korean prose", "code spans", "arrow"],
           {"failure": "ModuleNotFoundError: No module named 'torch'",
            "fix": "flash_attn-2.6.3+cu123torch2.4cxx11abiFALSE-cp311-cp311-linux_x86_64.whl",
            "evidence": "됐어요! 감사합니다"}, cat="env_setup"),
    gotcha(35, FA, "real not_shown never_run",
           ("flash-attn source build needs CUDA_HOME pointing at the toolkit",
            "pip install flash-attn --no-build-isolation fails: OSError: CUDA_HOME environment variable is not set.",
            "Having the CUDA toolkit in /usr/local/cuda-12.4 but not on PATH/CUDA_HOME in WSL.",
            "torch.utils.cpp_extension looks for nvcc via CUDA_HOME; nvcc isn't on PATH either.",
            "export CUDA_HOME=/usr/local/cuda-12.4 PATH=/usr/local/cuda-12.4/bin:$PATH and build with MAX_JOBS=4."),
           "`OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.` — "
           "`nvcc: command not found`였고 `ls /usr/local`에는 `cuda-12.4`가 있어서 "
           "`export CUDA_HOME=/usr/local/cuda-12.4`로 다시 빌드를 시도했습니다.",
           "The build with CUDA_HOME set is stopped by the person ([Request interrupted by user for tool use]); "
           "the session switches to a prebuilt wheel, so the CUDA_HOME build never completes.",
           ["Korean prose", "code spans", "em dash"],
           {"failure": "CUDA_HOME environment variable is not set", "fix": "export CUDA_HOME=/usr/local/cuda-12.4"},
           cat="env_setup"),
    gotcha(36, FA, "real not_shown korean_other",
           ("FlashAttention kernels reject a model loaded in float32",
            "train.py dies with RuntimeError: FlashAttention only support fp16 and bf16 data type.",
            "Leaving torch_dtype: float32 in the training config while enabling flash_attention_2.",
            "flash_attn_cuda.fwd only implements fp16/bf16; transformers warns that Qwen2ForCausalLM is float32.",
            "Set torch_dtype: bfloat16 in configs/qwen-lora.yaml."),
           "학습 실행 시 `RuntimeError: FlashAttention only support fp16 and bf16 data type` (경고: `Flash Attention "
           "2.0 only supports torch.float16 and torch.bfloat16 dtypes`). `configs/qwen-lora.yaml`의 "
           "`torch_dtype: float32`를 `torch_dtype: bfloat16`으로 Edit.",
           "After the Edit train.py is never rerun; the person's '됐어요' is about the wandb key ('wandb는 이제 "
           "되네요'), and training is postponed to tomorrow.",
           ["Korean prose", "code spans"],
           {"failure": "FlashAttention only support fp16 and bf16 data type", "fix": "torch_dtype: bfloat16"},
           cat="api_quirk"),
    knowledge(37, FA, "real knowledge",
              ("Pick a flash-attn wheel from torch's version, CUDA and C++11 ABI",
               "Installing flash-attn into an existing torch venv without a multi-hour compile.",
               "python -c \"import torch; print(torch.__version__, torch.version.cuda, "
               "torch._C._GLIBCXX_USE_CXX11_ABI)\" and choose the release asset whose name encodes the same torch "
               "minor, CUDA major and cxx11abi flag.",
               "A wheel built for another ABI or torch minor imports with undefined symbols."),
              "```\n$ python -c \"import torch; print(torch.__version__, torch.version.cuda, "
              "torch._C._GLIBCXX_USE_CXX11_ABI)\"\n2.4.0+cu124 12.4 False\n```",
              "The command and output are in the session.", ["fenced block with $ prompt"],
              {"evidence": "torch._C._GLIBCXX_USE_CXX11_ABI)"}, cat="env_setup"),
    gotcha(38, FA, "invented not_shown other_call_error",
           ("--no-build-isolation alone doesn't make flash-attn see torch",
            "pip install flash-attn --no-build-isolation still can't import torch.",
            "Expecting the flag to fix the missing torch module.",
            "The build backend runs a different interpreter.",
            "Install the prebuilt wheel instead."),
           "`pip install flash-attn==2.6.3 --no-build-isolation` → `ModuleNotFoundError: No module named 'torch'`",
           "With --no-build-isolation the error was CUDA_HOME; No module named 'torch' came from the first install.",
           ["code spans", "arrow"], {"evidence": "pip install flash-attn==2.6.3 --no-build-isolation"}),
    gotcha(39, FA, "invented not_shown near_miss",
           ("flash-attn wheels must match torch's CUDA version exactly",
            "Importing flash_attn fails after installing a wheel for another CUDA.",
            "Installing a cu123 wheel on a cu124 torch.",
            "The wheel name encodes the CUDA build.",
            "Install the cu124 wheel."),
           "설치한 wheel: `flash_attn-2.6.3+cu124torch2.4cxx11abiFALSE-cp311-cp311-linux_x86_64.whl`",
           "The session installs the cu123torch2.4 wheel; no cu124 wheel name appears.",
           ["Korean prose", "code span"],
           {"evidence": "flash_attn-2.6.3+cu123torch2.4cxx11abiFALSE-cp311-cp311-linux_x86_64.whl"}),
    knowledge(40, FA, "invented invented_detail",
              ("MAX_JOBS=4 keeps a flash-attn source build under an hour on a 4090",
               "Compiling flash-attn in WSL 2 on a workstation.",
               "Build with MAX_JOBS=4 and --no-build-isolation.",
               "Fewer parallel nvcc jobs avoid swapping."),
              "`MAX_JOBS=4` 빌드가 약 42분 만에 `Successfully built flash-attn`으로 끝났습니다.",
              "The MAX_JOBS build was interrupted; no build time or 'Successfully built' line exists.",
              ["Korean prose", "code spans", "invented number"], {"evidence": "MAX_JOBS=4 pip install"}),
    gotcha(41, FA, "invented not_shown names_false_claim",
           ("bfloat16 in the config is all Qwen2 LoRA training needs for flash-attn",
            "train.py crashed with the fp16/bf16 RuntimeError.",
            "Training in float32.",
            "The flash-attn kernel supports only half precision.",
            "torch_dtype: bfloat16."),
           "dtype을 bfloat16으로 바꾼 뒤 `python train.py --config configs/qwen-lora.yaml`이 에러 없이 "
           "돌아갔습니다.",
           "train.py was never rerun after the Edit; the person said training would be run tomorrow.",
           ["Korean prose", "false outcome"], {"evidence": "torch_dtype: bfloat16"}),

    gotcha(42, SSH, "real shown person_confirms",
           ("Windows OpenSSH refuses administrators_authorized_keys readable by Authenticated Users",
            "Key login for an Administrators member keeps falling back to the password; the OpenSSH/Operational log "
            "says 'Bad permissions. Try removing permissions for user: NT AUTHORITY\\Authenticated Users'.",
            "Creating C:\\ProgramData\\ssh\\administrators_authorized_keys with inherited ACLs.",
            "sshd requires the file to be accessible only by Administrators and SYSTEM; inherited read for "
            "Authenticated Users makes it refuse the file.",
            "icacls administrators_authorized_keys /inheritance:r /grant \"Administrators:F\" /grant \"SYSTEM:F\"."),
           "Get-WinEvent: `sshd: Bad permissions. Try removing permissions for user: NT AUTHORITY\\\\Authenticated "
           "Users (S-1-5-11) on file C:/ProgramData/ssh/administrators_authorized_keys.` → icacls with "
           "`/inheritance:r` (\"Successfully processed 1 files; Failed processing 0 files\") → user: `ssh build-vm` "
           "logs straight in now, no password.",
           "The icacls call succeeds and the person confirms the key login right after.",
           ["doubled backslash", "arrows", "code spans", "forward-slash path"],
           {"failure": "Bad permissions. Try removing permissions for user", "fix": "/inheritance:r /grant",
            "evidence": "logs straight in now, no password"}, cat="security"),
    gotcha(43, SSH, "real shown fix_ran",
           ("ssh-agent is disabled by default on Windows Server",
            "ssh-add: Error connecting to agent: No such file or directory.",
            "Assuming the OpenSSH client's agent runs like on Linux or macOS.",
            "The ssh-agent service ships with StartupType Disabled.",
            "Set-Service ssh-agent -StartupType Automatic; Start-Service ssh-agent; then ssh-add."),
           "`Error connecting to agent: No such file or directory` (exit 2); `Get-Service ssh-agent` showed "
           "`StartType : Disabled`. After `Set-Service ssh-agent -StartupType Automatic; Start-Service ssh-agent` "
           "the ssh-add printed `Identity added: C:\\Users\\dana\\.ssh\\id_ed25519 (dana@build-vm)`.",
           "Fails, service enabled and started, ssh-add succeeds in the same call.",
           ["code spans", "Windows path", "exit code"],
           {"failure": "Error connecting to agent: No such file or directory",
            "fix": "Set-Service ssh-agent -StartupType Automatic; Start-Service ssh-agent",
            "evidence": "Identity added: C:\\Users\\dana\\.ssh\\id_ed25519"}, cat="env_setup"),
    knowledge(44, SSH, "real knowledge",
              ("Windows OpenSSH reads admins' keys from ProgramData, not the profile",
               "Setting up key login for a user in the local Administrators group on Windows Server.",
               "Put the public key in C:\\ProgramData\\ssh\\administrators_authorized_keys (ACL: Administrators "
               "and SYSTEM only), not ~/.ssh/authorized_keys.",
               "The default sshd_config has a Match Group administrators block that overrides AuthorizedKeysFile."),
              "sshd_config (via Select-String): \"Match Group administrators\" / \"AuthorizedKeysFile "
              "__PROGRAMDATA__/ssh/administrators_authorized_keys\"",
              "Both lines are in the Select-String output.", ["double-quoted lines", "tool name"],
              {"evidence": "AuthorizedKeysFile __PROGRAMDATA__/ssh/administrators_authorized_keys"}, cat="security"),
    knowledge(45, SSH, "real knowledge",
              ("sshd -T shows the config on disk, not what the running sshd uses",
               "Checking whether PasswordAuthentication no is in effect after editing sshd_config on Windows.",
               "Use sshd.exe -T to validate the file, but restart the sshd service (from a console, not through "
               "that sshd) before relying on it.",
               "sshd -T parses the file fresh; the service keeps its startup config until restarted."),
              "`& 'C:\\Windows\\System32\\OpenSSH\\sshd.exe' -T | Select-String '^passwordauthentication'` → "
              "`passwordauthentication no`, while the `Restart-Service sshd` call had been rejected by the user.",
              "sshd -T printed that line; the restart was refused.",
              ["code spans", "arrow", "Windows path"], {"evidence": "passwordauthentication no"}),
    gotcha(46, SSH, "invented not_shown near_miss",
           ("sshd names the SID it objects to in administrators_authorized_keys",
            "Key auth fails for admins; the event log names a SID.",
            "Removing the wrong principal from the ACL.",
            "sshd lists the offending principal with its SID.",
            "Remove exactly that principal."),
           "`Try removing permissions for user: NT AUTHORITY\\Authenticated Users (S-1-5-18)`",
           "The log says S-1-5-11; S-1-5-18 is not in the session.",
           ["code span"], {"evidence": "Authenticated Users (S-1-5-11)"}),
    knowledge(47, SSH, "invented names_false_claim",
              ("Restart sshd after disabling password logins on Windows",
               "Turning PasswordAuthentication off on a Windows OpenSSH server.",
               "Edit sshd_config, Restart-Service sshd, confirm with sshd -T.",
               "The service only reads its config at start."),
              "`Restart-Service sshd` ran after the Edit and `sshd -T` confirmed `passwordauthentication no` on "
              "the running service.",
              "The Restart-Service call was rejected by the person; it never ran.",
              ["code spans", "false outcome"], {"evidence": "Restart-Service sshd"}),
    gotcha(48, SSH, "invented not_shown never_seen_error",
           ("Windows sshd can't read host keys after an ACL reset on ProgramData\\ssh",
            "sshd logs that it cannot load its host key.",
            "Running icacls /inheritance:r on the whole ssh directory.",
            "Host key files lost SYSTEM access.",
            "Restore SYSTEM:F on the host keys."),
           "OpenSSH/Operational: `sshd: error: Could not load host key: __PROGRAMDATA__/ssh/ssh_host_ed25519_key`",
           "No host-key error appears; icacls ran on one file and the log shows only the permissions message.",
           ["code span"], {"evidence": "OpenSSH/Operational"}),

    gotcha(49, WSL, "real shown person_confirms",
           ("A WSL 2 dev server on 127.0.0.1 is unreachable through netsh portproxy",
            "With a portproxy rule to the WSL address, the phone still times out; only Windows localhost works.",
            "Adding portproxy and firewall rules while Flask listens on loopback inside WSL.",
            "The proxy connects to 172.27.144.9:5000, but flask run binds 127.0.0.1 by default.",
            "Start the server with flask run --host=0.0.0.0."),
           "portproxy was in place (`0.0.0.0         5000        172.27.144.9    5000`), yet `ss -ltnp` in WSL "
           "showed `127.0.0.1:5000`. After restarting with `--host=0.0.0.0` the user reported the phone \"loads "
           "the page now\".",
           "The person confirms right after the host change.",
           ["code spans with aligned spaces", "short double quote", "prose"],
           {"failure": "127.0.0.1:5000      0.0.0.0:*", "fix": "restarted with --host=0.0.0.0",
            "evidence": "the phone loads the page now"}, cat="env_setup"),
    gotcha(50, WSL, "real not_shown write_named_like_fix",
           ("The WSL 2 address changes at boot and strands portproxy rules",
            "After a reboot the LAN can't reach the WSL server again; portproxy still points at 172.27.144.9.",
            "Hard-coding the WSL IP in netsh interface portproxy.",
            "WSL 2 gets a new NAT address on every start (172.27.150.33 here).",
            "Refresh the rule at logon with a script that reads wsl hostname -I, or use networkingMode=mirrored."),
           "After reboot: `wsl hostname -I` → `172.27.150.33` while `show v4tov4` still listed `172.27.144.9`. "
           "Wrote C:\\Users\\tomas\\bin\\wsl-portproxy-refresh.cmd to re-add the rule with %WSLIP%.",
           "The refresh script is written but never run (not even once by hand); the person will add it to Task "
           "Scheduler later.",
           ["code spans", "Windows path in prose", "arrow"],
           {"failure": "172.27.150.33", "fix": "wsl-portproxy-refresh.cmd"}),
    knowledge(51, WSL, "real knowledge",
              ("netsh interface portproxy add needs an elevated prompt",
               "Forwarding a LAN port to WSL 2 from Windows.",
               "Run the netsh portproxy add (and the advfirewall rule) from an admin cmd; from a normal prompt it "
               "fails.",
               "Port proxying and firewall changes are machine-wide."),
              "netsh interface portproxy add v4tov4 ... -> \"The requested operation requires elevation (Run as "
              "administrator).\"",
              "The failed call and its message are in the session.", ["double quotes", "ASCII arrow"],
              {"evidence": "The requested operation requires elevation"}, cat="env_setup"),
    gotcha(52, WSL, "invented not_shown other_call_error",
           ("Even listing portproxy rules needs elevation",
            "netsh interface portproxy show v4tov4 fails from a normal cmd.",
            "Trying to inspect the proxy without admin rights.",
            "netsh's portproxy context is admin-only.",
            "Open an admin cmd to view the rules."),
           "`netsh interface portproxy show v4tov4` → \"The requested operation requires elevation (Run as "
           "administrator).\"",
           "show v4tov4 printed the rule table; the elevation error came from the add call.",
           ["code span", "double quotes"], {"evidence": "netsh interface portproxy show v4tov4"}),
    gotcha(53, WSL, "invented not_shown near_miss",
           ("portproxy must use the WSL address, not the Windows LAN address",
            "The phone can't connect through the proxy.",
            "Pointing connectaddress at the wrong host.",
            "The proxy forwards to WSL's NAT IP.",
            "Use the IP from wsl hostname -I."),
           "`wsl hostname -I` printed `172.27.144.19`, used as `connectaddress=172.27.144.19`",
           "The address was 172.27.144.9.",
           ["code spans"], {"evidence": "connectaddress=172.27.144.9"}),
    gotcha(54, WSL, "invented not_shown invented_detail",
           ("Mirrored networking replaces portproxy for WSL 2 on Windows 11",
            "The portproxy rule breaks at every reboot.",
            "Maintaining portproxy rules by hand.",
            "NAT mode gives WSL a new address each boot.",
            "Set networkingMode=mirrored in .wslconfig and restart WSL."),
           "Set `networkingMode=mirrored` in `%UserProfile%\\.wslconfig`, ran `wsl --shutdown`, and after that the "
           "phone reached port 5000 without any portproxy rule.",
           "Mirrored mode was only mentioned; no .wslconfig change or wsl --shutdown ran.",
           ["code spans", "invented command"], {"evidence": "networkingMode=mirrored"}),
]
