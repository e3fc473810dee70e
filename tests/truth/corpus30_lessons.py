"""corpus30's labelled lessons, part one: Tanka/jsonnet-bundler, premake5 with MSBuild, PSResourceGet, Galera (Korean)."""
from __future__ import annotations

from tests.truth.corpus30_common import gotcha, knowledge

T, P, R, G = "s01-tanka-jsonnet", "s02-premake-msvc", "s03-psresourceget-pwsh", "s04-galera-ko"

RECORDS = [
    # --- s01 Tanka -------------------------------------------------------------------------------------------
    gotcha(1, T, "real shown fix_ran",
           ("Tanka on a fresh clone: restore vendor/ with jb install before tk show",
            "`tk show` fails with RUNTIME ERROR: couldn't open import of k8s-libsonnet main.libsonnet.",
            "Assuming lib/k.libsonnet or the import path is wrong and editing jsonnet, when vendor/ is just missing.",
            "vendor/ is gitignored; only jsonnetfile.json and jsonnetfile.lock.json are committed, so the "
            "k8s-libsonnet import has nothing to resolve to on a fresh clone.",
            "Install jsonnet-bundler (jb) and run `jb install` in the Tanka project root to recreate vendor/ from "
            "jsonnetfile.lock.json."),
           "`tk show environments/dev` → `RUNTIME ERROR: couldn't open import "
           "\"github.com/jsonnet-libs/k8s-libsonnet/1.29/main.libsonnet\": no match locally or in the Jsonnet library "
           "paths`; `ls vendor` → `No such file or directory`. After installing jb `v0.6.0`, `jb install` fetched "
           "`k8s-libsonnet/archive/6ecbb7709baf27f44b2e48f3529741ae6754ae6a.tar.gz 200` and the import error was gone "
           "(the next tk show only complained about redirection, then rendered the Deployment).",
           "The import failure is the first tk show result; jb install ran and fetched both archives; the next tk show "
           "no longer failed on the import and the run with the override printed the manifests.",
           ["code spans", "arrow", "nested quotes", "hash"],
           {"failure": "couldn't open import", "fix": "GET https://github.com/jsonnet-libs/k8s-libsonnet/archive",
            "evidence": "ls vendor 2>&1"}, cat="build_config"),
    gotcha(2, T, "real shown rerun_passes",
           ("tk show refuses to write to a pipe: pass --dangerous-allow-redirect or use tk export",
            "tk show exits 1 with 'Redirection of the output of tk show is discouraged and disabled by default'.",
            "Reading it as another evaluation error, or piping tk show into head/grep in scripts and agents.",
            "tk show refuses to print manifests when stdout is not a terminal; an agent's shell never is one.",
            "For viewing, add --dangerous-allow-redirect; to write manifests to files use tk export."),
           "After the imports resolved, tk show environments/dev still exited 1 with \"Redirection of the output of "
           "tk show is discouraged and disabled by default\". Re-running it as `tk show environments/dev "
           "--dangerous-allow-redirect | head -24` printed the checkout manifests (`kind: Deployment`, "
           "`image: registry.internal/checkout:2.14.0`).",
           "The refusal is the second tk show; the same command with the flag succeeded and printed YAML.",
           ["GPT prose", "double-quoted error", "code spans", "exit code"],
           {"failure": "Redirection of the output of tk show is discouraged",
            "fix": "tk show environments/dev --dangerous-allow-redirect | head -24"}),
    gotcha(3, T, "real shown edit_then_pass",
           ("Tanka matches spec.json apiServer against kubeconfig server URLs as plain strings",
            "tk diff fails: no cluster that matches the apiServer `https://10.20.0.5:6443` was found.",
            "Assuming the cluster is unreachable or the kube context is missing.",
            "spec.json used the API server's IP while the kubeconfig names the same cluster by hostname; Tanka "
            "compares the strings, not the endpoints.",
            "Set spec.apiServer to exactly the `server` value from the kubeconfig cluster entry "
            "(here https://dev-api.internal:6443)."),
           "Bash `tk diff environments/dev` → [31mError:[0m (red, escape byte lost in the copy) `no cluster that matches the apiServer`; "
           "`kubectl config view` listed the dev cluster as `https://dev-api.internal:6443`. After the Edit of "
           "environments/dev/spec.json to `\"apiServer\": \"https://dev-api.internal:6443\"`, `tk diff environments/dev "
           "--summarize` printed `2 files changed, 3 insertions(+), 3 deletions(-)`.",
           "The error is the first tk diff; after the spec.json Edit the summarized diff ran and listed the changes, "
           "which the person confirmed as the image bump.",
           ["ANSI codes without the escape byte", "tool names", "code spans", "nested quotes"],
           {"failure": "no cluster that matches the apiServer", "fix": "tk diff environments/dev --summarize"},
           cat="build_config"),
    knowledge(4, T, "real knowledge",
              ("tk diff exits 16 when it finds differences",
               "Running `tk diff` from a script, CI job or agent, where any non-zero exit reads as a failure.",
               "Treat exit code 16 from tk diff as 'there are changes' (like diff's 1) and read the summary, rather "
               "than retrying or debugging it as an error.",
               "Tanka signals a non-empty diff through the exit code; a shell wrapper that stops on non-zero exits "
               "would report a healthy diff as broken."),
              "The Bash result of `tk diff environments/dev --summarize` began with `Exit code 16` and still listed "
              "`deployments.apps/checkout (dev)` and `2 files changed`; the assistant explained that `tk diff` exits 16 "
              "when it finds differences, and the user answered \"diff looks right, that's the image bump\".",
              "Exit code 16 with a normal summary, the assistant's explanation and the person's confirmation.",
              ["code spans", "exit code", "quoted user reply"], {"evidence": "Exit code 16"}),
    gotcha(5, T, "invented not_shown near_miss",
           ("Fresh Tanka clone cannot import k8s-libsonnet 1.30",
            "tk show fails to import github.com/jsonnet-libs/k8s-libsonnet/1.30/main.libsonnet.",
            "Editing lib/k.libsonnet to a different version.",
            "vendor/ missing on clone.",
            "Run jb install."),
           "`RUNTIME ERROR: couldn't open import \"github.com/jsonnet-libs/k8s-libsonnet/1.30/main.libsonnet\"` from "
           "`tk show environments/dev`; fixed with `jb install`.",
           "The import that failed was k8s-libsonnet/1.29/main.libsonnet; 1.30 never appears.",
           ["code spans", "nested quotes"], {"evidence": "couldn't open import", "failure": "couldn't open import"},
           cat="build_config"),
    gotcha(6, T, "invented not_shown other_call_error",
           ("tk diff refuses non-terminal output like tk show",
            "tk diff exits 1 with a redirection refusal.",
            "Piping tk diff output.",
            "Tanka disables redirection for diff.",
            "Pass --dangerous-allow-redirect to tk diff."),
           "Running `tk diff environments/dev` failed: `Error: Redirection of the output of tk show is discouraged and "
           "disabled by default.`",
           "The redirection refusal came from tk show; tk diff failed on the apiServer match instead.",
           ["code spans", "error attributed to another command"],
           {"evidence": "tk diff environments/dev", "failure": "Redirection of the output of tk show is discouraged"}),
    knowledge(7, T, "invented invented_detail",
              ("Point a Tanka environment at the current kube context with tk env set",
               "spec.json's apiServer doesn't match any kubeconfig cluster.",
               "Let Tanka rewrite spec.json from a context name instead of editing the URL by hand.",
               "Avoids copying server URLs around."),
              "Resolved the apiServer mismatch with `tk env set environments/dev --server-from-context=dev-ines`, after "
              "which `tk diff` worked.",
              "No tk env set ran: spec.json was changed with an Edit.",
              ["code spans", "invented command"], {"evidence": "tk diff environments/dev --summarize"},
              cat="tool_quirk"),

    # --- s02 premake / MSBuild ----------------------------------------------------------------------------------
    gotcha(8, P, "real shown edit_then_pass",
           ("premake toolset pin msc-v145 breaks MSBuild on VS 2022 Build Tools (MSB8020)",
            "MSBuild stops with error MSB8020: The build tools for v145 (Platform Toolset = 'v145') cannot be found.",
            "Retargeting the generated .vcxproj in Visual Studio; premake regenerates it and the pin returns.",
            "premake5.lua hard-codes `toolset \"msc-v145\"` (VS 2026) while the machine has the 2022 Build Tools, "
            "which provide v143.",
            "Change the toolset in premake5.lua to msc-v143 (or drop the pin) and regenerate with premake5 vs2022."),
           "```\nerror MSB8020: The build tools for v145 (Platform Toolset = 'v145') cannot be found.\n```\n"
           "`findstr /n toolset premake5.lua` → `9:   toolset \"msc-v145\"`. After the edit to `msc-v143` and "
           "regenerating, MSBuild compiled again and, once libdirs was sorted, produced "
           "`OrbitSim.vcxproj -> C:\\Users\\tomas\\dev\\orbit-sim\\bin\\Debug-x64\\OrbitSim.exe`.",
           "MSB8020 is the first build in the Developer environment; after the toolset edit the compiler ran (main.cpp, "
           "Window.cpp) and the later build linked the exe.",
           ["fenced block", "code spans", "arrow", "Windows paths"],
           {"failure": "error MSB8020", "fix": "   toolset \"msc-v143\""}, cat="build_config"),
    gotcha(9, P, "real not_shown rerun_still_fails",
           ("premake libdirs per architecture with %{cfg.architecture} for SDL2",
            "LINK : fatal error LNK1104: cannot open file 'SDL2.lib'.",
            "Pointing libdirs at third_party/SDL2/lib, where there are only per-architecture subfolders.",
            "The SDL2 import libraries are in lib\\x64 and lib\\x86, not in lib itself.",
            "Use `libdirs { \"third_party/SDL2/lib/%{cfg.architecture}\" }` so each configuration picks its folder."),
           "`LINK : fatal error LNK1104: cannot open file 'SDL2.lib'`; `dir /b /s third_party\\\\SDL2\\\\lib` shows the "
           "libs under `third_party\\\\SDL2\\\\lib\\\\x64`, so libdirs became "
           "`third_party/SDL2/lib/%{cfg.architecture}`.",
           "The rebuild right after this edit failed again with LNK1104: the vcxproj got lib\\x86_64, because the token "
           "expands to x86_64; only the later platform filter linked.",
           ["doubled backslashes", "code spans"],
           {"failure": "cannot open file 'SDL2.lib'", "fix": "lib/%{cfg.architecture}"}, cat="build_config",
           group="premake-libdirs"),
    gotcha(10, P, "real not_shown question_offers_flag",
           ("OrbitSim.exe exits -1073741515: SDL2.dll is not next to the exe",
            "The freshly linked exe exits immediately with exit code -1073741515 and no output.",
            "Looking for a crash in the program, when the loader never started it.",
            "SDL2 is linked dynamically and SDL2.dll stays in third_party\\SDL2\\lib\\x64.",
            "Add a premake postbuildcommands {COPYFILE} step that copies SDL2.dll into %{cfg.targetdir}."),
           ["`bin\\Debug-x64\\OrbitSim.exe --smoke` -> `Exit code -1073741515`",
            "-1073741515 = 0xC0000135 (STATUS_DLL_NOT_FOUND)",
            "fix: `postbuildcommands { '{COPYFILE} ... SDL2.dll %{cfg.targetdir}' }`"],
           "The postbuild copy was only offered in a question; the person declined and nothing re-ran the exe.",
           ["evidence list", "arrow", "ellipsis inside a quote", "exit code"],
           {"failure": "Exit code -1073741515", "fix": "Want me to add that to premake5.lua?"}, cat="build_config"),
    knowledge(11, P, "real knowledge",
              ("Decode negative Windows exit codes as NTSTATUS values",
               "A Windows program exits with a large negative code and prints nothing.",
               "Convert the code to hex: -1073741515 is 0xC0000135 (STATUS_DLL_NOT_FOUND), meaning a DLL the exe "
               "imports was not found; then check which DLLs sit beside the exe.",
               "The signed decimal hides a well-known status code; decoded, it points at packaging, not code."),
              "The smoke run returned `Exit code -1073741515`, which the assistant decoded as `0xC0000135, "
              "STATUS_DLL_NOT_FOUND`; `dir /b /s third_party\\SDL2\\lib` had shown `SDL2.dll` under the x64 folder of "
              "third_party.",
              "Exit code from the smoke run and the assistant's decoding.",
              ["code spans", "Windows paths"], {"evidence": "0xC0000135, STATUS_DLL_NOT_FOUND"},
              cat="debugging_technique"),
    gotcha(12, P, "invented not_shown near_miss",
           ("LNK1104 on SDL2main.lib after premake regenerates",
            "Linker cannot open SDL2main.lib.",
            "Assuming SDL2main is optional.",
            "libdirs pointed at the wrong folder.",
            "Point libdirs at lib/x64."),
           "MSBuild: `LINK : fatal error LNK1104: cannot open file 'SDL2main.lib'` until libdirs pointed at lib/x64.",
           "Both LNK1104 failures named SDL2.lib; SDL2main.lib only appears in the dir listing.",
           ["code spans"], {"evidence": "LNK1104", "failure": "LNK1104"}, cat="build_config"),
    gotcha(13, P, "invented not_shown names_false_claim",
           ("Retargeting premake's toolset to v143 fixes the OrbitSim build",
            "MSB8020 for the v145 toolset.",
            "Installing VS 2026 tools.",
            "premake5.lua pins msc-v145.",
            "Change to msc-v143 and regenerate."),
           "Changing `toolset \"msc-v145\"` to `toolset \"msc-v143\"` and re-running premake and msbuild linked "
           "`OrbitSim.exe` on the first retry.",
           "The first build after the toolset edit failed with LNK1104; the exe linked only after two more libdirs "
           "edits.",
           ["code spans", "order claim"], {"evidence": "   toolset \"msc-v143\""}, cat="build_config"),

    # --- s03 PSResourceGet -------------------------------------------------------------------------------------
    gotcha(14, R, "real shown edit_then_pass",
           ("Publish-PSResource needs Description in the module manifest",
            "Publish-PSResource: No description was provided in the module manifest.",
            "Assuming Test-ModuleManifest passing means the manifest is publishable.",
            "PSResourceGet requires version, author and description; the manifest's Description was commented out.",
            "Set Description (and Author) in the .psd1, then publish again."),
           "Publish-PSResource -Path . -Repository ContosoInternal → \"No description was provided in the module "
           "manifest. The module manifest must specify a version, author and description.\" Uncommented "
           "`Description = 'Internal helper cmdlets for Contoso build agents'` in ContosoTools.psd1 (Edit), re-ran the "
           "publish, and Find-PSResource listed ContosoTools 1.4.0 in ContosoInternal.",
           "The publish failed, the psd1 Edit added Description, and the next publish + Find-PSResource showed 1.4.0 "
           "on the feed.",
           ["prose with a quoted error", "arrow", "tool names"],
           {"failure": "No description was provided in the module manifest",
            "fix": "Publish-PSResource -Path . -Repository ContosoInternal; Find-PSResource"}),
    gotcha(15, R, "real shown person_confirms",
           ("Build agent imports an older ContosoTools from another module path",
            "Import-Module ContosoTools on the agent loads 1.3.2 although 1.4.0 is installed.",
            "Reinstalling 1.4.0 again and again.",
            "1.4.0 lives in the user's Documents\\PowerShell\\Modules and 1.3.2 in Program Files\\PowerShell\\Modules; "
            "the bootstrap script imports by name only.",
            "Pin the version in the script: Import-Module ContosoTools -RequiredVersion 1.4.0."),
           "Get-Module -ListAvailable showed `ContosoTools 1.4.0` under "
           "`C:\\Users\\svc-build\\Documents\\PowerShell\\Modules` and `ContosoTools 1.3.2` under "
           "`C:\\Program Files\\PowerShell\\Modules`; bootstrap.ps1 was changed to `Import-Module ContosoTools "
           "-RequiredVersion 1.4.0 -ErrorAction Stop`, and the user replied \"the agent run is green now and logs "
           "ContosoTools 1.4.0\".",
           "The listing shows both versions; the person confirms right after the bootstrap Edit.",
           ["code spans", "Windows paths", "quoted user reply"],
           {"failure": "Import-Module on the build agent still loads 1.3.2",
            "fix": "Import-Module ContosoTools -RequiredVersion 1.4.0 -ErrorAction Stop"}, cat="env_setup"),
    knowledge(16, R, "real knowledge",
              ("Keep old ContosoTools packages on the internal PSResource share",
               "Cleaning up the ContosoInternal file share after publishing a new ContosoTools version.",
               "Leave the 1.3.x nupkgs in place; the release agents pin ContosoTools 1.3.2 on purpose.",
               "Deleting old versions from the share would break the release agents' pinned installs."),
              "The Bash call `Remove-Item \\\\fs01\\psrepo\\ContosoTools.1.3.*.nupkg` was rejected, and the user said: "
              "\"don't delete old versions from the share, the release agents pin 1.3.2 on purpose\".",
              "The rejected tool use and the person's instruction right after it.",
              ["code spans", "UNC path", "quoted user reply"],
              {"evidence": "the release agents pin 1.3.2 on purpose"}, cat="project_convention", scope="project"),
    gotcha(17, R, "invented not_shown names_false_claim",
           ("Publishing ContosoTools to a file-share repository after installing its dependencies",
            "Publish blocked by RequiredModules validation.",
            "Publishing before Contoso.Auth is installed locally.",
            "Test-ModuleManifest resolves RequiredModules locally.",
            "Install-PSResource the dependency, then Publish-PSResource."),
           "Once Contoso.Auth was installed, `Publish-PSResource -Path . -Repository ContosoInternal` succeeded on the "
           "first attempt and `Find-PSResource ContosoTools -Repository ContosoInternal -Version 1.4.0` showed the "
           "package.",
           "The first publish after installing Contoso.Auth failed on the missing Description.",
           ["code spans", "order claim"], {"evidence": "Publish-PSResource -Path . -Repository ContosoInternal"}),
    gotcha(18, R, "invented not_shown near_miss",
           ("Test-ModuleManifest fails until RequiredModules are installed locally",
            "The specified RequiredModules entry 'Contoso.Auth' ... is invalid.",
            "Editing RequiredModules out of the manifest.",
            "The dependency is not installed on the build machine.",
            "Install it from the internal repository first."),
           "`Test-ModuleManifest: The specified RequiredModules entry 'Contoso.Auth' in the module manifest ... is "
           "invalid`; Find-PSResource showed `Contoso.Auth 2.0.1` in ContosoInternal, and `Install-PSResource "
           "Contoso.Auth -Repository ContosoInternal -TrustRepository` fixed it.",
           "The feed listed Contoso.Auth 2.1.0, not 2.0.1.",
           ["code spans", "ellipsis inside a quote"], {"evidence": "Find-PSResource Contoso.Auth"}),
    gotcha(19, R, "invented not_shown invented_detail",
           ("Remove superseded ContosoTools packages from the PSResource share",
            "Agents resolve old 1.3.x packages from the share.",
            "Leaving every old nupkg on the share.",
            "The share keeps all versions.",
            "Delete the 1.3.x packages after publishing."),
           "Old packages were removed with `Remove-Item \\\\fs01\\psrepo\\ContosoTools.1.3.*.nupkg -Force` so agents "
           "could only resolve 1.4.0.",
           "The only Remove-Item (without -Force) was rejected by the person; nothing was removed.",
           ["code spans", "UNC path"], {"evidence": "Remove-Item"}),

    # --- s04 Galera (Korean) ------------------------------------------------------------------------------------
    gotcha(20, G, "real shown fix_ran",
           ("Galera 전체 정전 후 부트스트랩: 가장 앞선 노드의 safe_to_bootstrap을 1로",
            "galera_new_cluster가 'It may not be safe to bootstrap the cluster from this node'로 실패한다.",
            "아무 노드에서나 galera_new_cluster를 반복 실행하는 것.",
            "모든 노드가 동시에 꺼져서 어느 노드의 grastate.dat에도 safe_to_bootstrap: 1이 남지 않았다.",
            "--wsrep-recover로 가장 앞선 노드를 고른 뒤 그 노드의 grastate.dat에서만 safe_to_bootstrap을 1로 바꾸고 "
            "galera_new_cluster를 실행한다."),
           "db2에서 `galera_new_cluster` 실행 시 `It may not be safe to bootstrap the cluster from this node. It was "
           "not the last one to leave the cluster` 오류로 실패했고, grastate.dat의 `safe_to_bootstrap: 0`을 sed로 1로 "
           "바꾼 뒤 다시 실행하니 `wsrep_cluster_size\t1`이 나왔다.",
           "db2의 첫 galera_new_cluster는 실패, sed + galera_new_cluster 호출이 성공하고 cluster_size 1을 출력.",
           ["Korean prose", "code spans", "tab inside a span"],
           {"failure": "It may not be safe to bootstrap the cluster",
            "fix": "s/^safe_to_bootstrap: 0/safe_to_bootstrap: 1/"}, cat="env_setup"),
    knowledge(21, G, "real knowledge",
              ("정전 후 seqno가 -1이면 --wsrep-recover로 부트스트랩할 노드를 고른다",
               "Galera 노드가 모두 비정상 종료되어 grastate.dat의 seqno가 전부 -1인 상황.",
               "각 노드에서 mariadbd --wsrep-recover를 실행해 'Recovered position'의 seqno를 비교하고 가장 높은 노드에서 "
               "부트스트랩한다.",
               "seqno -1은 정보가 없다는 뜻이라, 가장 최신 트랜잭션을 가진 노드를 고르려면 복구 위치를 직접 읽어야 한다."),
              ["grastate.dat: 세 노드 모두 `seqno:   -1`",
               "`mariadbd --wsrep-recover` → db1 `...:1843305`, db2 `...:1843311`, db3 `...:1843298`",
               "db2가 가장 높아서 db2에서 부트스트랩함"],
              "세 노드의 grastate.dat 출력과 --wsrep-recover 결과.",
              ["evidence list", "Korean prose", "ellipsis inside a quote", "arrow"],
              {"evidence": "Recovered position: 3f6a1c2e-7b0d-11ee-9a41-5f3c1d2e8a90:1843311"}, cat="debugging_technique"),
    gotcha(22, G, "real not_shown ran_before_failure",
           ("Galera 조인 노드 SST 실패: mariabackup not in path",
            "db3 시작 시 WSREP_SST: [ERROR] mariabackup not in path 후 SST failed: 2.",
            "패키지 확인을 부트스트랩 노드에서만 하고 조인 노드는 건너뛰는 것.",
            "wsrep_sst_method = mariabackup인데 조인 노드(db3)에 mariadb-backup 패키지가 없다.",
            "조인하는 노드마다 mariadb-backup을 설치한 뒤 mariadb를 시작한다."),
           "db3: `WSREP_SST: [ERROR] mariabackup not in path: /usr/sbin:/sbin:/usr/bin:/bin` 이후 `SST failed: 2 (No "
           "such file or directory)`. `sudo apt-get install -y mariadb-backup` → `mariadb-backup is already the "
           "newest version (1:10.11.6-0+deb12u1).`",
           "The only install of mariadb-backup ran on db1, before db3 failed; the person then left db3 as it was.",
           ["Korean prose", "code spans", "arrow"],
           {"failure": "mariabackup not in path", "fix": "sudo apt-get install -y mariadb-backup"}, cat="env_setup"),
    gotcha(23, G, "real not_shown only_suggested",
           ("전체 정전 뒤 Galera 자동 복구: pc.recovery=TRUE",
            "모든 노드가 한꺼번에 꺼진 뒤 재시작하면 failed to reach primary view (pc.wait_prim_timeout)로 올라오지 않는다.",
            "각 노드를 systemctl start로 계속 재시작해 보는 것.",
            "노드들이 primary component를 잃어서 서로를 기다린다.",
            "wsrep_provider_options에 pc.recovery=TRUE를 설정해 전원이 돌아오면 노드들이 마지막 primary component를 "
            "스스로 복구하게 한다."),
           "db1 journal: `failed to reach primary view (pc.wait_prim_timeout): 110 (Connection timed out)`; 이후 "
           "어시스턴트가 `wsrep_provider_options=\"pc.recovery=TRUE\"` 설정을 권했다.",
           "pc.recovery was only proposed for later; the person said 다음에요 and nothing was configured.",
           ["Korean prose", "code spans", "nested quotes"],
           {"failure": "failed to reach primary view", "fix": "pc.recovery=TRUE"}, cat="env_setup"),
    gotcha(24, G, "invented not_shown never_seen_error",
           ("db1 SST가 gtid 단계에서 타임아웃",
            "db1 조인이 SST 도중 타임아웃으로 멈춘다.",
            "SST를 끝까지 기다리는 것.",
            "doner가 느리다.",
            "다른 노드를 먼저 조인시킨다."),
           "db1 재시작 중 `WSREP_SST: [ERROR] Possible timeout in receiving first data from donor in gtid stage`가 "
           "나서 사용자가 중단했다.",
           "That message never appears; the db1 call was interrupted with no output.",
           ["Korean prose", "code spans"], {"evidence": "sudo systemctl start mariadb"}, cat="env_setup"),
    gotcha(25, G, "invented not_shown names_false_claim",
           ("정전 후 가장 앞선 노드에서 galera_new_cluster 한 번으로 복구",
            "세 노드 모두 올라오지 않음.",
            "아무 노드에서나 부트스트랩.",
            "primary component 상실.",
            "--wsrep-recover로 고른 노드에서 galera_new_cluster."),
           "`--wsrep-recover`로 db2가 `1843311`로 가장 앞선 걸 확인한 뒤 db2에서 `galera_new_cluster`를 실행하자 바로 "
           "`wsrep_cluster_size` 1로 올라왔다 (추가 조치 없음).",
           "The first galera_new_cluster on db2 failed; it needed safe_to_bootstrap set to 1 first.",
           ["Korean prose", "code spans", "false outcome"], {"evidence": "ssh db2 sudo galera_new_cluster"},
           cat="env_setup"),
    gotcha(26, G, "invented not_shown other_call_error",
           ("db1이 SST에서 mariabackup을 못 찾아 조인 실패",
            "db1 mariadb 시작 실패.",
            "SST 방식을 rsync로 바꾸는 것.",
            "mariabackup 바이너리 없음.",
            "mariadb-backup 설치."),
           "`sudo systemctl start mariadb` (db1) → `WSREP_SST: [ERROR] mariabackup not in path`",
           "The mariabackup error is db3's; the db1 start was interrupted by the person.",
           ["code spans", "arrow", "error attributed to another host"],
           {"evidence": "sudo systemctl start mariadb", "failure": "mariabackup not in path"}, cat="env_setup"),
]
