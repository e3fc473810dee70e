"""corpus51's scripted sessions, part three: pueue queueing ffmpeg jobs for a fish user (tabs in output, a Bash
timeout), Mutagen file sync from a Mac to a fish-shell Linux VM (an interrupted call, tabs in output), ns-3.41 under
WSL 2 (file:line:col errors, long outputs), axolotl LoRA fine-tuning under WSL 2 (in Korean, an interrupted call), and
the Appwrite CLI against a self-hosted server on macOS zsh (in Korean, ANSI colour, literal `\\n` in JSON)."""
from __future__ import annotations

from tests.truth.corpus51_common import ESC, INTERRUPTED

# --- pueue for a fish user ---------------------------------------------------------------------------------------

_FFMPEG = "ffmpeg -i \"$f\" -c:v libx264 -preset slow -crf 20 -c:a aac -b:a 160k \"out/$(basename \"$f\" .mov).mp4\""
_PQ_JQ = ("pueue status --json | jq -r '.tasks[] | [.id, (.status | keys[0]), "
          "(.status.Done.result // \"-\" | tostring)] | @tsv'")

PUEUE = [
    ("user", "I use fish. Queue all raw/*.mov through my `ffx` function (~/.config/fish/functions/ffx.fish, it's "
             "ffmpeg with my x264 preset) with pueue, two at a time, outputs in out/."),
    ("bash", "pueue status",
     "Error: Failed to initialize client.\n\nCaused by:\n   0: Error while reading configuration.\n"
     "   1: Couldn't find shared secret file: /home/lin/.local/share/pueue/shared_secret. Did you start the daemon "
     "at least once?", True),
    ("bash", "pueued -d && sleep 1 && pueue status",
     "Pueued is now running in the background\nGroup \"default\" (1 parallel): running\nNo tasks", False),
    ("bash", "pueue parallel 2 && ls raw/",
     "Group \"default\" set to 2 parallel tasks\nDay 2 interview.mov\nbroll_01.mov\nbroll_02.mov\nintro.mov", False),
    ("bash", "mkdir -p out && pueue add -- ffx raw/intro.mov out/intro.mp4 && sleep 2 && pueue log 0",
     "New task added (id 0).\n--- Task 0: Failed (127) ---\nCommand: ffx raw/intro.mov out/intro.mp4\n"
     "Path: /home/lin/media/transcode\nStart: 2025-03-13 09:12:41\nEnd: 2025-03-13 09:12:41\n\noutput:\n"
     "sh: 1: ffx: not found", False),
    ("say", "pueue runs every task through `sh -c`, so fish functions like ffx don't exist there. Either the task "
            "is wrapped as `fish -c 'ffx …'` or the ffmpeg command is spelled out. Restarting it first to be sure "
            "it wasn't a fluke of the first start."),
    ("bash", "pueue restart --in-place 0 && sleep 2 && pueue log 0",
     "Restarted tasks: 0\n--- Task 0: Failed (127) ---\nCommand: ffx raw/intro.mov out/intro.mp4\n"
     "Path: /home/lin/media/transcode\nStart: 2025-03-13 09:13:20\nEnd: 2025-03-13 09:13:20\n\noutput:\n"
     "sh: 1: ffx: not found", False),
    ("say", "Same thing, of course: the restart reran the same `ffx` command. What does ffx.fish contain?"),
    ("user", "it's just `ffmpeg -i $argv[1] -c:v libx264 -preset slow -crf 20 -c:a aac -b:a 160k $argv[2]`. "
             "just use that directly."),
    ("bash", f"pueue remove 0; for f in raw/*.mov; do pueue add -- {_FFMPEG}; done",
     "New task added (id 1).\nNew task added (id 2).\nNew task added (id 3).\nNew task added (id 4).", False),
    ("bash", f"sleep 60; {_PQ_JQ}",
     "1\tDone\t{\"Failed\":1}\n2\tRunning\t-\n3\tRunning\t-\n4\tQueued\t-", False),
    ("bash", "pueue log 1 --lines 4",
     "--- Task 1: Failed (1) ---\nCommand: ffmpeg -i raw/Day 2 interview.mov -c:v libx264 -preset slow -crf 20 "
     "-c:a aac -b:a 160k out/Day 2 interview.mp4\nPath: /home/lin/media/transcode\n\noutput:\n"
     "raw/Day: No such file or directory", False),
    ("say", "pueue joins the arguments back into one string for `sh -c`, so the spaces split the file name again. "
            "`--escape` makes pueue quote each argument before it does that."),
    ("bash", "pueue add --escape -- ffmpeg -i \"raw/Day 2 interview.mov\" -c:v libx264 -preset slow -crf 20 -c:a aac "
             "-b:a 160k \"out/Day 2 interview.mp4\" && pueue follow 5",
     "New task added (id 5).\nffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers\n"
     "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'raw/Day 2 interview.mov':\n  Duration: 00:41:07.52, start: "
     "0.000000, bitrate: 48213 kb/s\n"
     "frame=  412 fps= 23 q=27.0 size=    2048kB time=00:00:13.70 bitrate=1224.6kbits/s speed=0.76x\n"
     "frame= 1873 fps= 22 q=27.0 size=   10240kB time=00:01:02.43 bitrate=1343.7kbits/s speed=0.74x\n"
     "Command timed out after 2m 0.0s", True),
    ("say", "`pueue follow` streams the task's output until it finishes (41 minutes of video), so it ran into the "
            "2-minute limit; the task itself keeps running in the daemon. Polling the status instead."),
    ("bash", f"sleep 90; {_PQ_JQ}",
     "1\tDone\t{\"Failed\":1}\n2\tDone\tSuccess\n3\tDone\tSuccess\n4\tDone\tSuccess\n5\tRunning\t-", False),
    ("bash", f"sleep 240; {_PQ_JQ}; ls out/",
     "1\tDone\t{\"Failed\":1}\n2\tDone\tSuccess\n3\tDone\tSuccess\n4\tDone\tSuccess\n5\tDone\tSuccess\n"
     "Day 2 interview.mp4\nbroll_01.mp4\nbroll_02.mp4\nintro.mp4", False),
    ("user", "perfect, all four are there. clean up the failed ones from the list"),
    ("bash", "pueue remove 1 && pueue clean && pueue status",
     "Removed tasks: 1\nRemoved all finished tasks\nGroup \"default\" (2 parallel): running\nNo tasks", False),
]

# --- Mutagen from a Mac to a fish-shell Linux VM --------------------------------------------------------------------

_MG_LONG = ("--------------------------------------------------------------------------------\n"
            "Name: shop\nIdentifier: sync_k3Q9pVbJ2mXz7TcRwLfN4hYdA8eUsG5o1iBnKvP6xZ\nLabels: None\n"
            "Configuration:\n\tSynchronization mode: Two Way Safe\n\tIgnore VCS mode: Ignore\n\tIgnores:\n"
            "\t\tnode_modules\nAlpha:\n\tURL: /Users/oli/dev/shop-api\n\tConnected: Yes\n"
            "\tSynchronizable contents:\n\t\t412 directories\n\t\t3187 files (48 MB)\n\t\t0 symbolic links\n"
            "Beta:\n\tURL: devbox:~/shop-api\n\tConnected: Yes\n\tSynchronizable contents:\n\t\t412 directories\n"
            "\t\t3187 files (48 MB)\n\t\t0 symbolic links\nStatus: Watching for changes\nConflicts:\n"
            "\t(alpha) package-lock.json (File)\n\t(beta)  package-lock.json (File)\n"
            "--------------------------------------------------------------------------------")

MUTAGEN = [
    ("user", "Set up a two-way mutagen sync from here to devbox:~/shop-api (devbox is my Linux VM, fish is my login "
             "shell there too). Ignore node_modules and VCS."),
    ("bash", "mutagen sync list",
     "Error: unable to connect to daemon: unable to connect to daemon: connection timed out (is the daemon "
     "running?)", True),
    ("bash", "mutagen daemon start && mutagen sync list",
     "--------------------------------------------------------------------------------", False),
    ("bash", "mutagen sync create --name=shop --ignore-vcs --ignore=node_modules . devbox:~/shop-api",
     "Connecting to agent (POSIX)...\nError: unable to connect to beta: unable to connect to endpoint: unable to "
     "dial agent endpoint: unable to handshake with agent process: server magic number incorrect (error output: "
     "devbox: loading nvm.fish... done)", True),
    ("say", "Mutagen speaks its protocol over the ssh session's stdout, and something on devbox prints "
            "`devbox: loading nvm.fish... done` before the agent starts. Looking for it in your fish config."),
    ("bash", "ssh devbox 'grep -n echo ~/.config/fish/config.fish'",
     "3:echo \"devbox: loading nvm.fish... done\"", False),
    ("say", "Line 3 prints on every shell, interactive or not. Guarding it with `status is-interactive` keeps it "
            "for your terminals and off non-interactive sessions like mutagen's."),
    ("bash", "ssh devbox \"sed -i '3s/^/status is-interactive; and /' ~/.config/fish/config.fish\" && "
             "ssh devbox 'sed -n 3p ~/.config/fish/config.fish' && ssh devbox true | wc -c",
     "status is-interactive; and echo \"devbox: loading nvm.fish... done\"\n       0", False),
    ("bash", "mutagen sync create --name=shop --ignore-vcs --ignore=node_modules . devbox:~/shop-api",
     "Connecting to agent (POSIX)...\nCreated session sync_k3Q9pVbJ2mXz7TcRwLfN4hYdA8eUsG5o1iBnKvP6xZ", False),
    ("bash", "mutagen sync monitor shop", INTERRUPTED, True),
    ("user", "monitor never exits, it's a live view. Don't run it, `mutagen sync list shop` gives you the same "
             "status once."),
    ("bash", "mutagen sync list --long shop", _MG_LONG, False),
    ("say", "Synced, but with a conflict: in two-way-safe mode mutagen won't pick a winner when package-lock.json "
            "differs on both sides (you must have run npm install on devbox before). Deleting the beta copy lets "
            "the laptop's version propagate."),
    ("bash", "ssh devbox 'rm ~/shop-api/package-lock.json' && mutagen sync flush shop && "
             "(mutagen sync list shop | grep -A2 -i conflicts || echo \"no conflicts\")",
     "no conflicts", False),
    ("say", "Resolved, and devbox has the laptop's lockfile again. If you'd rather never see lockfile conflicts, "
            "should I recreate the session with `--mode=two-way-resolved`, so that your laptop (alpha) always wins "
            "a conflict automatically?"),
]

# --- ns-3.41 under WSL 2 ---------------------------------------------------------------------------------------------

_NS_MODULES = ["antenna", "aodv", "applications", "bridge", "buildings", "config-store", "core", "csma",
               "csma-layout", "dsdv", "dsr", "energy", "fd-net-device", "flow-monitor", "internet",
               "internet-apps", "lr-wpan", "lte", "mesh", "mobility", "netanim", "network", "nix-vector-routing",
               "olsr", "point-to-point", "point-to-point-layout", "propagation", "sixlowpan", "spectrum", "stats",
               "tap-bridge", "topology-read", "traffic-control", "uan", "virtual-net-device", "wave", "wifi",
               "wimax", "zigbee"]


def _ns_configure(build_dir: str) -> str:
    mods = "\n".join("".join(f"{m:<26}" for m in _NS_MODULES[i:i + 3]).rstrip()
                     for i in range(0, len(_NS_MODULES), 3))
    return ("-- CCache is enabled.\n-- The CXX compiler identification is GNU 11.4.0\n"
            "-- Detecting CXX compiler ABI info - done\n-- Check for working CXX compiler: /usr/bin/c++ - skipped\n"
            "-- Using default output directory " + build_dir + "\n"
            "-- Found Boost: /usr/lib/x86_64-linux-gnu/cmake/Boost-1.74.0/BoostConfig.cmake (found version "
            "\"1.74.0\")\n-- Found GSL: /usr/include (found version \"2.7.1\")\n"
            "-- Could NOT find Python3 cppyy module\n-- Found SQLite3: /usr/include (found version \"3.37.2\")\n"
            "-- ---- Summary of ns-3 settings:\n"
            "Build profile                 : optimized\n"
            f"Build directory               : {build_dir}\n"
            "Build with runtime asserts    : OFF\nBuild with runtime logging    : OFF\n"
            "Build version embedding       : OFF (not requested)\nBRITE Integration             : OFF (missing "
            "dependency)\nDES Metrics event collection  : OFF (not requested)\nDPDK NetDevice                : OFF "
            "(not requested)\nEmulation FdNetDevice         : ON\nExamples                      : ON\n"
            "File descriptor NetDevice     : ON\nGNU Scientific Library (GSL)  : ON\n"
            "GtkConfigStore                : OFF (missing dependency)\nLibXml2 support               : ON\n"
            "MPI Support                   : OFF (not requested)\nNS-3 Click Integration        : OFF (missing "
            "dependency)\nNS-3 OpenFlow Integration     : OFF (missing dependency)\n"
            "Netmap emulation FdNetDevice  : OFF (missing dependency)\n"
            "PyViz visualizer              : OFF (Python Bindings are disabled)\n"
            "Python Bindings               : OFF (Missing dependencies: cppyy)\n"
            "SQLite support                : ON\nTap Bridge                    : ON\n"
            "Tap FdNetDevice               : ON\nTests                         : ON\n\n\n"
            "Modules configured to be built:\n" + mods + "\n\n"
            "Modules that cannot be built:\nbrite                     click                     mpi\n"
            "openflow                  visualizer\n\n\n-- Configuring done (48.3s)\n-- Generating done (9.1s)\n"
            f"-- Build files have been written to: {build_dir.rsplit('/', 1)[0]}/cmake-cache\n"
            "Finished executing the following commands:\n"
            "cd cmake-cache; /usr/bin/cmake -DCMAKE_BUILD_TYPE=release -DNS3_NATIVE_OPTIMIZATIONS=ON "
            "-DNS3_EXAMPLES=ON -DNS3_TESTS=ON -G Ninja .. ; cd ..")


_NS_SLOW = "\n".join([f"[{i:3d}/2210] Building CXX object src/core/CMakeFiles/libcore-obj.dir/model/"
                      f"{n}.cc.o" for i, n in enumerate(["attribute", "boolean", "callback", "command-line",
                                                          "config", "double", "enum", "event-id", "global-value",
                                                          "hash", "int64x64", "integer", "log", "names",
                                                          "object-base", "object-factory", "object",
                                                          "pointer", "random-variable-stream", "rng-seed-manager",
                                                          "simulator", "string", "system-path", "time",
                                                          "type-id", "uinteger", "vector", "watchdog"], 1)]
                     + ["[ 29/2210] Building CXX object src/core/CMakeFiles/libcore-obj.dir/model/wall-clock-"
                        "synchronizer.cc.o", "...", "[311/2210] Building CXX object src/network/CMakeFiles/"
                        "libnetwork-obj.dir/utils/pcap-file.cc.o", "[312/2210] Building CXX object src/network/"
                        "CMakeFiles/libnetwork-obj.dir/utils/queue-size.cc.o",
                        "Command timed out after 10m 0.0s"])
_NS_WIFI = ("[2204/2210] Building CXX object scratch/CMakeFiles/scratch_wifi-rate.dir/wifi-rate.cc.o\n"
            "FAILED: scratch/CMakeFiles/scratch_wifi-rate.dir/wifi-rate.cc.o\n"
            "/home/tariq/ns-3-dev/scratch/wifi-rate.cc: In function 'int main(int, char**)':\n"
            "/home/tariq/ns-3-dev/scratch/wifi-rate.cc:38:21: error: 'WIFI_STANDARD_80211n_5GHZ' was not declared "
            "in this scope; did you mean 'WIFI_STANDARD_80211n'?\n"
            "   38 |   wifi.SetStandard (WIFI_STANDARD_80211n_5GHZ);\n"
            "      |                     ^~~~~~~~~~~~~~~~~~~~~~~~~\n"
            "      |                     WIFI_STANDARD_80211n\n"
            "ninja: build stopped: subcommand failed.\n"
            "Finished executing the following commands:\ncd cmake-cache; /usr/bin/cmake --build . -j 15 ; cd ..\n\n"
            "real\t7m41.902s\nuser\t98m12.337s\nsys\t4m51.208s")
_NS_README = """# Running the wifi-rate study

* Build in the Linux filesystem (`~/ns-3-dev`), not under `/mnt/c`: the 9P bridge makes a full build take hours.
* Arguments for a program go inside the quotes: `./ns3 run "wifi-rate --distance=30"`.
* `plot_rate.py` needs the Python bindings: `pip install --user cppyy==3.1.2`, then configure with
  `--enable-python-bindings` and run `./ns3 build` again before `python3 plot_rate.py`.
"""

NS3 = [
    ("user", "ns-3.41 is checked out in C:\\Users\\tariq\\src\\ns-3-dev (I work in WSL, Ubuntu 22.04). Build it "
             "with examples and run my scratch/wifi-rate.cc for distances 10, 30 and 50 m."),
    ("bash", "./ns3 configure --enable-examples --enable-tests -d optimized",
     _ns_configure("/mnt/c/Users/tariq/src/ns-3-dev/build"), False),
    ("tool", "Bash", {"command": "./ns3 build", "description": "Build ns-3 (long)", "timeout": 600000},
     _NS_SLOW, True),
    ("say", "312 of 2210 objects in ten minutes: the tree is on the Windows drive, so every compiler read and write "
            "goes through WSL's 9P bridge. Copying it to the Linux filesystem and building there."),
    ("bash", "rsync -a --exclude build --exclude cmake-cache /mnt/c/Users/tariq/src/ns-3-dev/ ~/ns-3-dev/ && "
             "cd ~/ns-3-dev && ./ns3 configure --enable-examples --enable-tests -d optimized > /dev/null && "
             "echo configured", "configured", False),
    ("tool", "Bash", {"command": "cd ~/ns-3-dev && time ./ns3 build", "description": "Build ns-3 on ext4",
                      "timeout": 600000}, _NS_WIFI, True),
    ("say", "The whole library built in under 8 minutes this time; only your scratch program fails. ns-3.36 folded "
            "the band into the channel settings, so `WIFI_STANDARD_80211n_5GHZ` is gone: the standard is "
            "`WIFI_STANDARD_80211n` and the 5 GHz band goes into the PHY's ChannelSettings."),
    ("edit", "/home/tariq/ns-3-dev/scratch/wifi-rate.cc", "  wifi.SetStandard (WIFI_STANDARD_80211n_5GHZ);",
     "  wifi.SetStandard (WIFI_STANDARD_80211n);\n"
     "  phy.Set (\"ChannelSettings\", StringValue (\"{36, 20, BAND_5GHZ, 0}\"));"),
    ("bash", "cd ~/ns-3-dev && ./ns3 build wifi-rate",
     "[1/2] Building CXX object scratch/CMakeFiles/scratch_wifi-rate.dir/wifi-rate.cc.o\n"
     "[2/2] Linking CXX executable ../build/scratch/ns3.41-wifi-rate-optimized\n"
     "Finished executing the following commands:\ncd cmake-cache; /usr/bin/cmake --build . -j 15 --target "
     "scratch_wifi-rate ; cd ..", False),
    ("bash", "cd ~/ns-3-dev && ./ns3 run wifi-rate --distance=30",
     "usage: ns3 [-h] {build,clean,configure,help,install,run,shell,docs,show,uninstall} ...\n"
     "ns3: error: unrecognized arguments: --distance=30", True),
    ("say", "`./ns3` takes everything after `run` as its own options; the program's arguments have to go inside "
            "one quoted string with the program name."),
    ("bash", "cd ~/ns-3-dev && for d in 10 30 50; do ./ns3 run \"wifi-rate --distance=$d\"; done",
     "distance=10m throughput=58.31 Mbit/s\ndistance=30m throughput=41.72 Mbit/s\n"
     "distance=50m throughput=12.05 Mbit/s", False),
    ("say", "Note the edit is in ~/ns-3-dev/scratch/wifi-rate.cc; the copy on C: still has the old constant."),
    ("user", "great. my plot_rate.py imports ns from python to sweep more points, can you get that working too?"),
    ("bash", "cd ~/ns-3-dev && python3 plot_rate.py",
     "Traceback (most recent call last):\n  File \"/home/tariq/ns-3-dev/plot_rate.py\", line 3, in <module>\n"
     "    from ns import ns\nModuleNotFoundError: No module named 'ns'", True),
    ("say", "The configure summary said so at the start: `Python Bindings : OFF (Missing dependencies: cppyy)`. "
            "Installing cppyy and enabling the bindings."),
    ("bash", "pip install --user cppyy==3.1.2 && cd ~/ns-3-dev && ./ns3 configure --enable-examples --enable-tests "
             "--enable-python-bindings -d optimized | grep -i \"python bindings\"",
     "Successfully installed cppyy-3.1.2 cppyy-backend-1.15.2 cppyy-cling-6.30.0 CPyCppyy-1.12.16\n"
     "Python Bindings               : ON", False),
    ("say", "The bindings are enabled now and get built on the next `./ns3 build` (another few minutes). Meanwhile "
            "I'll write down how to run the study, since it took a few detours."),
    ("write", "/home/tariq/ns-3-dev/README-sim.md", _NS_README),
    ("user", "perfect, that README is exactly what the next student needs. I'll kick off the rebuild myself tonight."),
]

# --- axolotl LoRA under WSL 2 (Korean) -------------------------------------------------------------------------------

_AX_LOG = "[2025-03-13 10:{m:02d}:{s:02d},{ms:03d}] [INFO] [{mod}] [PID:{pid}] [RANK:0] {msg}"


def _ax(pid: int, rows: list[tuple[int, int, str, str]]) -> str:
    return "\n".join(_AX_LOG.format(m=m, s=s, ms=(m * 37 + s * 11) % 1000, mod=mod, pid=pid, msg=msg)
                     for m, s, mod, msg in rows)


_AX_PRE_FAIL = _ax(4103, [(2, 11, "axolotl.utils.config.normalize_config:119", "cuda memory usage baseline: "
                                                                                 "0.000GB (+0.312GB misc)"),
                          (2, 12, "axolotl.load_tokenizer:294", "EOS: 151645 / <|im_end|>"),
                          (2, 14, "axolotl.load_tokenized_prepared_datasets:213",
                           "Unable to find prepared dataset in last_run_prepared/6f1e9c0b"),
                          (2, 14, "axolotl.load_tokenized_prepared_datasets:214", "Loading raw datasets...")]) + (
    "\nTraceback (most recent call last):\n"
    "  File \"/home/minji/.venv/axo/lib/python3.11/site-packages/axolotl/prompt_strategies/alpaca_w_system.py\", "
    "line 72, in tokenize_prompt\n    prompt[\"instruction\"],\nKeyError: 'instruction'")
_AX_PRE_OK = _ax(4188, [(4, 40, "axolotl.load_tokenized_prepared_datasets:214", "Loading raw datasets..."),
                        (4, 52, "axolotl.load_tokenized_prepared_datasets:431",
                         "merging datasets\nMap (num_proc=8): 100%|██████████| 4960/4960 [00:03<00:00, 1412.77 "
                         "examples/s]"),
                        (4, 57, "axolotl.cli.preprocess:82", "Success! Preprocessed data path: "
                                                             "`dataset_prepared_path: last_run_prepared`")])
_AX_FLASH = _ax(4230, [(5, 31, "axolotl.load_model:412", "patching with flash attention for sample packing")]) + (
    "\nTraceback (most recent call last):\n  File \"/home/minji/.venv/axo/lib/python3.11/site-packages/flash_attn/"
    "flash_attn_interface.py\", line 10, in <module>\n    import flash_attn_2_cuda as flash_attn_cuda\n"
    "ImportError: /home/minji/.venv/axo/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-"
    "gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi")
_AX_OOM = _ax(4312, [(7, 2, "axolotl.load_model:412", "patching with sdp_attention"),
                     (7, 19, "axolotl.load_model:798", "converting modules to torch.bfloat16"),
                     (7, 21, "axolotl.load_lora:1012", "found linear modules: ['down_proj', 'gate_proj', 'k_proj', "
                                                       "'o_proj', 'q_proj', 'up_proj', 'v_proj']"),
                     (7, 22, "axolotl.load_lora:1040", "trainable params: 18,464,768 || all params: 1,562,179,072 "
                                                       "|| trainable%: 1.1820"),
                     (7, 25, "axolotl.train.train:173", "Starting trainer...")]) + (
    "\n  0%|          | 0/620 [00:00<?, ?it/s]\n"
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.16 GiB. GPU 0 has a total capacity of "
    "11.99 GiB of which 412.00 MiB is free. Including non-PyTorch memory, this process has 10.93 GiB memory in "
    "use. Of the allocated memory 10.21 GiB is allocated by PyTorch, and 388.42 MiB is reserved by PyTorch but "
    "unallocated.")

AXOLOTL = [
    ("user", "axolotl로 Qwen2.5-1.5B-Instruct LoRA 파인튜닝 돌려줘. 설정은 configs/qwen-lora.yml, 데이터는 "
             "data/qa.jsonl (question/answer 필드). GPU는 RTX 4070 12GB, WSL2 Ubuntu 22.04야."),
    ("say", "먼저 `axolotl preprocess` 로 데이터셋만 확인할게요. GPU 를 쓰지 않고 토크나이즈만 하니까 학습을 걸었다가 "
            "몇 분 뒤에 데이터 오류로 죽는 것보다 빠릅니다."),
    ("bash", "axolotl preprocess configs/qwen-lora.yml", _AX_PRE_FAIL, True),
    ("say", "config 의 `type: alpaca` 는 instruction/input/output 필드를 기대하는데 qa.jsonl 은 question/answer 라서 "
            "KeyError 가 납니다. 필드 매핑으로 바꿀게요."),
    ("edit", "/home/minji/ft/qwen-lora/configs/qwen-lora.yml", "  - path: data/qa.jsonl\n    type: alpaca",
     "  - path: data/qa.jsonl\n    type:\n      field_instruction: question\n      field_output: answer\n"
     "      format: \"<|im_start|>user\\n{instruction}<|im_end|>\\n<|im_start|>assistant\\n\"\n"
     "      no_input_format: \"<|im_start|>user\\n{instruction}<|im_end|>\\n<|im_start|>assistant\\n\""),
    ("bash", "axolotl preprocess configs/qwen-lora.yml", _AX_PRE_OK, False),
    ("bash", "axolotl train configs/qwen-lora.yml", _AX_FLASH, True),
    ("say", "설치된 flash-attn 휠이 지금 torch 버전과 ABI 가 안 맞습니다 (undefined symbol). 다시 빌드하면 WSL 에서 한 "
            "시간 넘게 걸리니, 일단 config 에서 flash_attention 을 끄고 PyTorch SDPA 를 쓰겠습니다."),
    ("edit", "/home/minji/ft/qwen-lora/configs/qwen-lora.yml", "flash_attention: true",
     "flash_attention: false\nsdp_attention: true"),
    ("bash", "axolotl train configs/qwen-lora.yml", _AX_OOM, True),
    ("say", "모델 로딩과 LoRA 설정은 통과했고 (patching with sdp_attention), 첫 스텝에서 OOM 입니다. "
            "micro_batch_size 4 → 1, gradient_accumulation_steps 2 → 8 로 유효 배치 8 은 유지하고, "
            "gradient_checkpointing 을 켭니다."),
    ("edit", "/home/minji/ft/qwen-lora/configs/qwen-lora.yml", "micro_batch_size: 4\ngradient_accumulation_steps: 2",
     "micro_batch_size: 1\ngradient_accumulation_steps: 8\ngradient_checkpointing: true"),
    ("bash", "axolotl train configs/qwen-lora.yml", INTERRUPTED, True),
    ("user", "잠깐, 포그라운드로 돌리면 두 시간 동안 아무것도 못 하잖아. nohup 으로 백그라운드에 띄우고 로그만 보여줘."),
    ("bash", "nohup axolotl train configs/qwen-lora.yml > train.log 2>&1 &\nsleep 240; "
             "grep -E \"'loss'|Error\" train.log | tail -n 4",
     "{'loss': 1.9342, 'grad_norm': 0.8123, 'learning_rate': 2e-05, 'epoch': 0.02}\n"
     "{'loss': 1.7011, 'grad_norm': 0.664, 'learning_rate': 4e-05, 'epoch': 0.03}\n"
     "{'loss': 1.5528, 'grad_norm': 0.5917, 'learning_rate': 6e-05, 'epoch': 0.05}\n"
     "{'loss': 1.4417, 'grad_norm': 0.5502, 'learning_rate': 8e-05, 'epoch': 0.06}", False),
    ("user", "좋아, 이제 잘 돌아가네. 근데 지난번에 merge-lora 하다가 Killed 로 죽었었거든. 메모리 때문인 것 같은데 "
             "확인해줘."),
    ("bash", "free -h; nproc",
     "               total        used        free      shared  buff/cache   available\n"
     "Mem:           7.6Gi       5.9Gi       312Mi       4.0Mi       1.4Gi       1.5Gi\n"
     "Swap:          2.0Gi       1.1Gi       918Mi\n16", False),
    ("say", "WSL 이 메모리를 7.6Gi 로 제한하고 있습니다 (기본값은 Windows 메모리의 절반, 이 PC 는 16GB). 1.5B 모델을 "
            "fp32 로 merge 하면 이 정도로는 부족할 수 있어요. Windows 쪽 .wslconfig 에서 한도를 올리겠습니다."),
    ("write", "/mnt/c/Users/minji/.wslconfig", "[wsl2]\nmemory=12GB\nswap=16GB\n"),
    ("say", ".wslconfig 는 WSL 을 완전히 내렸다 올려야 적용됩니다 (PowerShell 에서 `wsl --shutdown`). 지금 하면 학습도 "
            "같이 죽으니 학습이 끝난 뒤에 하고, 그다음 `free -h` 로 확인한 뒤 merge-lora 를 돌리세요."),
    ("user", "됐어, 학습 로그도 잘 찍히고. 오늘은 여기까지."),
]

# --- Appwrite CLI against a self-hosted server (macOS zsh, Korean) ---------------------------------------------------

_OK = f"{ESC}[32m✓ Success: {ESC}[39m"
_ERR = f"{ESC}[31m✗ Error: {ESC}[39m"
_INFO = f"{ESC}[34mℹ Info: {ESC}[39m"

APPWRITE = [
    ("user", "Appwrite CLI 로 functions/send-digest 함수 배포해줘. 우리 셀프호스팅 서버는 https://aw.study-app.kr/v1 "
             "이고 프로젝트 ID 는 study-app-prod 야. 런타임은 Node 18 로."),
    ("bash", "appwrite -v && cat appwrite.json | head -20",
     "6.1.0\n{\n    \"projectId\": \"study-app-prod\",\n    \"endpoint\": \"https://cloud.appwrite.io/v1\",\n"
     "    \"functions\": [\n        {\n            \"$id\": \"send-digest\",\n"
     "            \"name\": \"send-digest\",\n            \"runtime\": \"node-18.0\",\n"
     "            \"execute\": [\"users\"],\n            \"schedule\": \"0 7 * * 1\",\n"
     "            \"timeout\": 60,\n            \"entrypoint\": \"src/main.js\",\n"
     "            \"commands\": \"\",\n            \"path\": \"functions/send-digest\"\n        }\n    ]\n}", False),
    ("say", "appwrite.json 이 아직 cloud.appwrite.io 를 가리키고 있어서, 셀프호스팅 서버로 CLI 의 endpoint 부터 "
            "바꾸겠습니다."),
    ("bash", "appwrite client --endpoint https://aw.study-app.kr/v1 && appwrite deploy function --function-id "
             "send-digest",
     f"{_OK}Setting client\nerror: unknown command 'deploy'\n(Did you mean push?)", True),
    ("say", "CLI 6.x 에서는 `deploy` 가 `push` 로 바뀌었습니다."),
    ("bash", "appwrite push functions --function-id send-digest",
     f"{_ERR}User (role: guests) missing scope (account)", True),
    ("say", "로그인이 안 된 상태입니다. `appwrite login` 은 이메일과 비밀번호를 대화형으로 물어서 여기서는 돌릴 수 "
            "없어요. 터미널에서 직접 `appwrite login` 해주세요."),
    ("user", "로그인했어."),
    ("bash", "appwrite push functions --function-id send-digest",
     f"{_INFO}Validating functions ...\n{_INFO}Checking for changes ...\n"
     f"{_ERR}Invalid `runtime` param: Value must be one of (node-20.0, python-3.12, php-8.3, dart-3.5)", True),
    ("say", "서버에 node-18.0 런타임이 켜져 있지 않습니다 (_APP_FUNCTIONS_RUNTIMES 에 없음). 함수를 node-20.0 으로 "
            "바꿀까요, 아니면 서버 .env 에 node-18.0 을 추가할까요?"),
    ("user", "서버는 건드리지 말고 node-20.0 으로 바꿔."),
    ("edit", "/Users/seojun/work/study-app/appwrite.json", "\"runtime\": \"node-18.0\"", "\"runtime\": \"node-20.0\""),
    ("bash", "appwrite push functions --function-id send-digest",
     f"{_INFO}Validating functions ...\n{_INFO}Checking for changes ...\n{_INFO}Deploying function send-digest ...\n"
     f"{_OK}Pushed and deployed 1 functions", False),
    ("bash", "appwrite functions create-execution --function-id send-digest --json",
     "{\"$id\":\"67d2a41f0031c8e9b7a4\",\"functionId\":\"send-digest\",\"trigger\":\"http\",\"status\":\"failed\","
     "\"responseStatusCode\":500,\"responseBody\":\"\",\"logs\":\"\",\"errors\":\"Error: Cannot find module "
     "'node-appwrite'\\nRequire stack:\\n- /usr/local/server/src/function/src/main.js\\n- "
     "/usr/local/server/src/server.js\\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)"
     "\",\"duration\":0.0412}", True),
    ("say", "appwrite.json 의 `commands` 가 빈 문자열이라 빌드할 때 `npm install` 이 돌지 않았고, 그래서 "
            "node-appwrite 가 없습니다."),
    ("edit", "/Users/seojun/work/study-app/appwrite.json", "\"commands\": \"\"", "\"commands\": \"npm install\""),
    ("bash", "appwrite push functions --function-id send-digest && sleep 20 && appwrite functions create-execution "
             "--function-id send-digest --json",
     f"{_INFO}Validating functions ...\n{_INFO}Checking for changes ...\n{_INFO}Deploying function send-digest ...\n"
     f"{_OK}Pushed and deployed 1 functions\n"
     "{\"$id\":\"67d2a5c9001b44f0e2d1\",\"functionId\":\"send-digest\",\"trigger\":\"http\",\"status\":\"completed\","
     "\"responseStatusCode\":200,\"responseBody\":\"{\\\"sent\\\":0,\\\"skipped\\\":42,\\\"reason\\\":"
     "\\\"SENDGRID_KEY missing\\\"}\",\"logs\":\"digest: 42 recipients\\nSENDGRID_KEY missing, skipping send\","
     "\"errors\":\"\",\"duration\":1.2841}", False),
    ("say", "이제 실행은 됩니다. 다만 SENDGRID_KEY 환경변수가 없어서 메일은 한 통도 안 보냈네요 (skipped 42). "
            "함수 변수로 추가하겠습니다."),
    ("bash", "appwrite functions create-variable --function-id send-digest --key SENDGRID_KEY --value "
             "\"$SENDGRID_KEY\"",
     f"{_OK}\n$id : 67d2a6e1000e9a3b51c7\nkey : SENDGRID_KEY\nvalue : SG.****\nresourceType : function\n"
     "resourceId : send-digest", False),
    ("say", "변수를 추가했으니 다음 실행부터는 메일이 나갈 겁니다."),
    ("user", "방금 콘솔에서 실행해봤는데 아직도 메일 안 와. 내일 다시 보자."),
]

SOURCES = {
    "pueue-ffmpeg-fish": ("/home/lin/media/transcode", "2025-03-13T09:10:00Z", "main", PUEUE),
    "mutagen-devbox": ("/Users/oli/dev/shop-api", "2025-03-13T08:20:00Z", "feature/cart", MUTAGEN),
    "ns3-wifi-wsl": ("/mnt/c/Users/tariq/src/ns-3-dev", "2025-03-13T11:00:00Z", "ns-3.41", NS3),
    "axolotl-qwen-lora": ("/home/minji/ft/qwen-lora", "2025-03-13T10:00:00Z", "main", AXOLOTL),
    "appwrite-send-digest": ("/Users/seojun/work/study-app", "2025-03-13T14:10:00Z", "main", APPWRITE),
}
