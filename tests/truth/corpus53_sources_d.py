"""Scripted sessions of corpus53, part four: a Cake 4 build script in Windows PowerShell 7 (file(line,col) errors),
AzCopy 10 sync to Azure Blob in Windows PowerShell 7 (ANSI colour, a rejected tool use, JSON with doubled
backslashes), Ultralytics YOLOv8 training in Windows PowerShell 7 (Spanish prompts, long outputs, a settings JSON
with doubled backslashes), msiexec silent installs in Windows cmd (doubled backslashes), MediaWiki 1.41's maintenance
scripts on XAMPP in Windows cmd (PHP file/line errors), LightGBM's CUDA build under WSL 2 (in Korean, an interrupted
call, tabs in output)."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC, INTERRUPTED, REJECTED

_E = ESC

# ----------------------------------------------------------- Cake 4 (Windows PowerShell 7, file(line,col) errors)
_CAKE_SUMMARY = ("\nTask                          Duration\n--------------------------------------------------\n"
                 "Clean                         00:00:00.4120561\nRestore                       00:00:02.8812345\n"
                 "Build                         00:00:06.1023874\nTest                          00:00:05.7719302\n"
                 "--------------------------------------------------\nTotal:                        00:00:15.1676082")

CAKE = [
    ("user", "Set up our Cake build (build.cake already exists) so `dotnet cake` runs Clean, Restore, Build and Test "
             "for Acme.sln. Cake 4.0 as a local dotnet tool. PowerShell 7."),
    ("bash", "dotnet cake --target=Test",
     "Exit code 1\nCould not execute because the specified command or file was not found.\n"
     "Possible reasons for this include:\n  * You misspelled a built-in dotnet command.\n"
     "  * You intended to execute a .NET program, but dotnet-cake does not exist.\n"
     "  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found "
     "on the PATH.", True),
    ("bash", "Get-Content .config\\dotnet-tools.json",
     "{\n  \"version\": 1,\n  \"isRoot\": true,\n  \"tools\": {\n    \"cake.tool\": {\n      \"version\": \"4.0.0\",\n"
     "      \"commands\": [\n        \"dotnet-cake\"\n      ],\n      \"rollForward\": false\n    }\n  }\n}", False),
    ("say", "The tool is declared in the local manifest but was never restored on this machine."),
    ("bash", "dotnet tool restore; dotnet cake --target=Test",
     "Exit code 1\nTool 'cake.tool' (version '4.0.0') was restored. Available commands: dotnet-cake\n\n"
     "Restore was successful.\n"
     "Error: C:\\src\\Acme\\build.cake(27,5): error CS0103: The name 'DotNetCoreBuild' does not exist in the "
     "current context\n"
     "Error: C:\\src\\Acme\\build.cake(27,36): error CS0246: The type or namespace name 'DotNetCoreBuildSettings' "
     "could not be found (are you missing a using directive or an assembly reference?)\n"
     "Error: C:\\src\\Acme\\build.cake(35,5): error CS0103: The name 'DotNetCoreTest' does not exist in the current "
     "context\nError: Error(s) occurred when compiling build.cake.", True),
    ("say", "Cake runs now; the script itself doesn't compile. Cake 3 removed the obsolete `DotNetCore*` aliases – "
            "in Cake 4 they are `DotNetBuild`, `DotNetTest` with `DotNetBuildSettings`/`DotNetTestSettings`."),
    ("edit", "C:\\src\\Acme\\build.cake",
     "    DotNetCoreBuild(\"./Acme.sln\", new DotNetCoreBuildSettings",
     "    DotNetBuild(\"./Acme.sln\", new DotNetBuildSettings"),
    ("edit", "C:\\src\\Acme\\build.cake",
     "    DotNetCoreTest(\"./tests/Acme.Tests/Acme.Tests.csproj\", new DotNetCoreTestSettings",
     "    DotNetTest(\"./tests/Acme.Tests/Acme.Tests.csproj\", new DotNetTestSettings"),
    ("bash", "dotnet cake --target=Test",
     "Exit code 1\n\n========================================\nBuild\n========================================\n"
     "  Acme.Core -> C:\\src\\Acme\\src\\Acme.Core\\bin\\Debug\\net8.0\\Acme.Core.dll\n"
     "  Acme.Web -> C:\\src\\Acme\\src\\Acme.Web\\bin\\Debug\\net8.0\\Acme.Web.dll\n"
     "  Acme.Tests -> C:\\src\\Acme\\tests\\Acme.Tests\\bin\\Debug\\net8.0\\Acme.Tests.dll\n\nBuild succeeded.\n"
     "    0 Warning(s)\n    0 Error(s)\n\n========================================\nTest\n"
     "========================================\nThe test source file "
     "\"C:\\src\\Acme\\tests\\Acme.Tests\\bin\\Release\\net8.0\\Acme.Tests.dll\" provided was not found.\n"
     "An error occurred when executing task 'Test'.\nError: .NET CLI: Process returned an error (exit code 1).", True),
    ("bash", "Select-String -Path build.cake -Pattern 'configuration|Configuration ='",
     "build.cake:2:var configuration = Argument(\"configuration\", \"Debug\");\n"
     "build.cake:29:        Configuration = configuration,\n"
     "build.cake:37:        Configuration = \"Release\",", False),
    ("say", "Build uses the `configuration` argument (Debug) but Test hard-codes Release with `NoBuild = true`, so it "
            "looks for a Release DLL that was never built."),
    ("edit", "C:\\src\\Acme\\build.cake"
             "", "        Configuration = \"Release\",", "        Configuration = configuration,"),
    ("bash", "dotnet cake --target=Test",
     "\n========================================\nTest\n========================================\n"
     "Test run for C:\\src\\Acme\\tests\\Acme.Tests\\bin\\Debug\\net8.0\\Acme.Tests.dll (.NETCoreApp,Version=v8.0)\n"
     "Starting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\n"
     "Passed!  - Failed:     0, Passed:   128, Skipped:     2, Total:   130, Duration: 3 s - Acme.Tests.dll (net8.0)"
     + _CAKE_SUMMARY, False),
    ("user", "The Clean task deletes src\\Web\\node_modules\\.bin too, which breaks the frontend build. Fix the glob."),
    ("bash", "Select-String -Path build.cake -Pattern CleanDirectories",
     "build.cake:14:    CleanDirectories(\"./**/bin\");", False),
    ("edit", "C:\\src\\Acme\\build.cake"
             "", "    CleanDirectories(\"./**/bin\");", "    CleanDirectories(\"./src/**/bin\");"),
    ("say", "Clean now only matches `bin` folders under `./src/**`, so the repo-level node_modules and tools folders "
            "are left alone."),
    ("user", "No, it still wipes src\\Web\\node_modules\\.bin – that's under src too. I just ran Clean."),
    ("say", "Right, `**` matches at any depth, including src/Web/node_modules/.bin. The project folders are exactly "
            "one level below src and tests, so a single `*` is what's needed."),
    ("edit", "C:\\src\\Acme\\build.cake", "    CleanDirectories(\"./src/**/bin\");",
     "    CleanDirectories(\"./src/*/bin\");\n    CleanDirectories(\"./tests/*/bin\");"),
    ("bash", "dotnet cake --target=Clean; Test-Path src\\Web\\node_modules\\.bin; Test-Path src\\Acme.Core\\bin",
     "\n========================================\nClean\n========================================\n\n"
     "Task                          Duration\n--------------------------------------------------\n"
     "Clean                         00:00:00.2210934\n--------------------------------------------------\n"
     "Total:                        00:00:00.2210934\nTrue\nFalse", False),
    ("say", "node_modules\\.bin survives (True) and the project bin folder is cleaned (False)."),
    ("bash", "dotnet cake --tree",
     "Test\n \u2514\u2500Build\n    \u2514\u2500Restore\n       \u2514\u2500Clean", False),
    ("say", "`--tree` shows the dependency chain: Test → Build → Restore → Clean, so `dotnet cake --target=Test` "
            "always cleans first."),
]

# -------------------- AzCopy 10 (Windows PowerShell 7, ANSI colour, a rejected tool use, doubled backslashes)
_AZ = "C:\\Tools\\azcopy_windows_amd64_10.26.0\\azcopy.exe"
_NOT_RECOGNIZED = (f"Exit code 1\n{_E}[31;1mazcopy: {_E}[31;1mThe term 'azcopy' is not recognized as a name of a "
                   f"cmdlet, function, script file, or executable program.{_E}[0m\n{_E}[31;1m{_E}[31;1mCheck the "
                   f"spelling of the name, or if a path was included, verify that the path is correct and try again."
                   f"{_E}[0m")
_SYNC = f"& \"{_AZ}\" sync \"C:\\Backups\\nightly\" \"https://acmebk.blob.core.windows.net/nightly?$env:ACME_SAS\""
_DRYRUN = "\n".join(f"DRYRUN: remove https://acmebk.blob.core.windows.net/nightly/db-2024-06-{d:02d}.bak"
                    for d in range(1, 11))

AZCOPY = [
    ("user", "Sync C:\\Backups\\nightly to the 'nightly' container in storage account acmebk with AzCopy, using the "
             "SAS token in $env:ACME_SAS. AzCopy is unzipped in C:\\Tools\\azcopy_windows_amd64_10.26.0. This will "
             "become the nightly job."),
    ("bash", "azcopy --version", _NOT_RECOGNIZED, True),
    ("bash", "$env:Path += \";C:\\Tools\\azcopy_windows_amd64_10.26.0\"", "", False),
    ("bash", "azcopy --version", _NOT_RECOGNIZED, True),
    ("say", "Each command here runs in a fresh PowerShell, so the PATH change from the previous call is gone. I'll "
            "call the exe by its full path (the scheduled script should do the same)."),
    ("bash", f"& \"{_AZ}\" --version", "azcopy version 10.26.0", False),
    ("bash", _SYNC,
     "Exit code 1\nINFO: Any empty folders will not be processed, because source and/or destination doesn't have "
     "full folder support\n\nJob 7b1e0c4a-2f3d-4e5a-9b8c-1d2e3f4a5b6c has started\nLog file is located at: "
     "C:\\Users\\svc-backup\\.azcopy\\7b1e0c4a-2f3d-4e5a-9b8c-1d2e3f4a5b6c.log\n\n\n"
     "cannot start job due to error: cannot list files due to reason -> github.com/Azure/azure-storage-blob-go/"
     "azblob.newStorageError, /home/vsts/go/pkg/mod/github.com/!azure/azure-storage-blob-go@v0.15.0/azblob/"
     "zc_storage_error.go:42\n===== RESPONSE ERROR (ServiceCode=AuthorizationPermissionMismatch) =====\n"
     "Description=This request is not authorized to perform this operation using this permission.\n"
     "RequestId:5f2c1a7e-601e-0042-3b1c-cc9d4e000000\nTime:2024-07-02T21:14:03.1120000Z, Details: \n"
     "   Code: AuthorizationPermissionMismatch\n"
     "   GET https://acmebk.blob.core.windows.net/nightly?comp=list&restype=container&se=2024-12-31T23%3A00%3A00Z"
     "&sig=-REDACTED-&sp=rcw&spr=https&sr=c&st=2024-07-01T00%3A00%3A00Z&sv=2022-11-02\n"
     "   RESPONSE Status: 403 This request is not authorized to perform this operation using this permission.",
     True),
    ("say", "The SAS has `sp=rcw` (read, create, write). `sync` has to list the destination container to compare, "
            "so it also needs `l` (list). Can you issue one with at least `rcwl`?"),
    ("user", "New SAS with sp=racwl is in the ACME_SAS user variable now (no delete on purpose). New shells pick it "
             "up."),
    ("bash", _SYNC,
     "INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder "
     "support\n\nJob 2d9a4b1c-7e6f-4a3b-8c2d-9e0f1a2b3c4d has started\nLog file is located at: "
     "C:\\Users\\svc-backup\\.azcopy\\2d9a4b1c-7e6f-4a3b-8c2d-9e0f1a2b3c4d.log\n\n"
     "100.0 %, 13 Done, 0 Failed, 0 Pending, 0 Skipped, 13 Total, 2-sec Throughput (Mb/s): 388.1\n\n\n"
     "Job 2d9a4b1c-7e6f-4a3b-8c2d-9e0f1a2b3c4d Summary\nFiles Scanned at Source: 13\n"
     "Files Scanned at Destination: 3\nElapsed Time (Minutes): 1.2335\nNumber of Copy Transfers for Files: 13\n"
     "Number of Copy Transfers Completed: 13\nNumber of Copy Transfers Failed: 0\n"
     "Number of Deletions at Destination: 0\nTotal Number of Bytes Transferred: 5811237120\n"
     "Total Number of Bytes Enumerated: 5811237120\nFinal Job Status: Completed", False),
    ("user", "Nice. Run it once more now – the SQL backup job just started writing tonight's db.bak, I want to see "
             "what happens when they overlap."),
    ("bash", _SYNC,
     "INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder "
     "support\n\nJob 5c1e9f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a has started\nLog file is located at: "
     "C:\\Users\\svc-backup\\.azcopy\\5c1e9f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a.log\n\n"
     "100.0 %, 0 Done, 1 Failed, 0 Pending, 0 Skipped, 1 Total, 2-sec Throughput (Mb/s): 0\n\n\n"
     "Job 5c1e9f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a Summary\nFiles Scanned at Source: 14\n"
     "Files Scanned at Destination: 13\nElapsed Time (Minutes): 0.0668\nNumber of Copy Transfers for Files: 1\n"
     "Number of Copy Transfers Completed: 0\nNumber of Copy Transfers Failed: 1\n"
     "Number of Deletions at Destination: 0\nTotal Number of Bytes Transferred: 0\n"
     "Total Number of Bytes Enumerated: 1011774208\nFinal Job Status: CompletedWithErrors", False),
    ("bash", f"& \"{_AZ}\" jobs show 5c1e9f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a --with-status=Failed --output-type=json",
     "{\"TimeStamp\":\"2024-07-02T21:31:10.4471234+02:00\",\"MessageType\":\"EndOfJob\",\"MessageContent\":"
     "\"{\\\"ErrorMsg\\\":\\\"\\\",\\\"JobID\\\":\\\"5c1e9f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a\\\",\\\"Details\\\":"
     "[{\\\"Src\\\":\\\"C:\\\\\\\\Backups\\\\\\\\nightly\\\\\\\\db.bak\\\",\\\"Dst\\\":\\\"https://acmebk.blob.core."
     "windows.net/nightly/db.bak\\\",\\\"IsFolderProperties\\\":false,\\\"TransferStatus\\\":\\\"Failed\\\","
     "\\\"TransferSize\\\":1011774208,\\\"ErrorCode\\\":0}]}\",\"PromptDetails\":{\"PromptType\":\"\","
     "\"ResponseOptions\":null,\"PromptTarget\":\"\"}}", False),
    ("bash", "Select-String -Path $env:USERPROFILE\\.azcopy\\5c1e9f2a-*.log -Pattern 'UPLOADFAILED' | "
             "Select-Object -First 1 -ExpandProperty Line",
     "2024/07/02 19:31:09 ERR: [P#0-T#0] UPLOADFAILED: \\\\?\\C:\\Backups\\nightly\\db.bak : 000 : The process cannot "
     "access the file because it is being used by another process. : open \\\\?\\C:\\Backups\\nightly\\db.bak: The "
     "process cannot access the file because it is being used by another process.", False),
    ("say", "db.bak was still open for writing by the SQL backup, so AzCopy couldn't read it. The sync should start "
            "only after the backup has finished. I'll make the nightly script wait while the backup is running."),
    ("edit", "C:\\Users\\svc-backup\\scripts\\sync-nightly.ps1",
     "$azcopy = \"C:\\Tools\\azcopy_windows_amd64_10.26.0\\azcopy.exe\"\n",
     "$azcopy = \"C:\\Tools\\azcopy_windows_amd64_10.26.0\\azcopy.exe\"\n\n"
     "# Wait for the SQL Agent backup job (sqlcmd BACKUP DATABASE) to release db.bak\n"
     "while (Get-Process sqlcmd -ErrorAction SilentlyContinue) { Start-Sleep -Seconds 30 }\n"),
    ("say", "sync-nightly.ps1 now waits until no `sqlcmd` backup process is running before it syncs. I haven't run "
            "it, since the backup is still writing."),
    ("user", "Could we also remove blobs that no longer exist locally?"),
    ("bash", _SYNC + " --delete-destination=true", REJECTED, True),
    ("user", "Whoa, not on the real container – our archive retention depends on those old blobs. Show me what it "
             "WOULD delete first."),
    ("bash", _SYNC + " --delete-destination=true --dry-run", _DRYRUN, False),
    ("say", "`--dry-run` lists what a sync would do without touching anything: it would remove the ten "
            "db-2024-06-*.bak blobs, which only exist in the container."),
    ("user", "Right, those are the retained ones. Leave delete off."),
]

# --------------------------- Ultralytics YOLOv8 (Windows PowerShell 7, Spanish prompts, long outputs, JSON)
_TRACE_SPAWN = (
    "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
    "  File \"C:\\Users\\lucia\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\multiprocessing\\spawn.py\", line "
    "122, in spawn_main\n    exitcode = _main(fd, parent_sentinel)\n"
    "  File \"C:\\Users\\lucia\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\multiprocessing\\spawn.py\", line "
    "131, in _main\n    prepare(preparation_data)\n"
    "  File \"C:\\proyectos\\cascos\\train.py\", line 4, in <module>\n    model.train(data=\"cascos.yaml\", "
    "epochs=3, imgsz=640, device=\"cpu\", workers=8)\n"
    "RuntimeError:\n        An attempt has been made to start a new process before the\n"
    "        current process has finished its bootstrapping phase.\n\n"
    "        This probably means that you are not using fork to start your\n"
    "        child processes and you have forgotten to use the proper idiom\n"
    "        in the main module:\n\n            if __name__ == '__main__':\n                freeze_support()\n"
    "                ...\n")
_HEAD = ("Ultralytics YOLOv8.2.48 🚀 Python-3.11.9 torch-2.3.1+cpu CPU (AMD Ryzen 7 5800X 8-Core Processor)\n"
         "engine\\trainer: task=detect, mode=train, model=yolov8n.pt, data=cascos.yaml, epochs=3, time=None, "
         "patience=100, batch=16, imgsz=640, save=True, device=cpu, workers={w}, project=None, name=train{n}\n")
_EPOCHS = "\n".join(
    f"      {e}/3         0G      {1.61 - e * .11:.3f}      {2.71 - e * .29:.3f}      {1.42 - e * .05:.3f}         41"
    f"        640: 100%|██████████| 26/26 [03:{10 + e:02d}<00:00,  7.32s/it]\n"
    f"                 Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|██████████| 4/4 "
    f"[00:11<00:00,  2.85s/it]\n                   all         61        148      {0.31 + e * .14:.3f}      "
    f"{0.27 + e * .12:.3f}      {0.22 + e * .13:.3f}      {0.09 + e * .06:.3f}" for e in (1, 2, 3))

YOLO = [
    ("user", "Quiero entrenar YOLOv8n con mi dataset de cascos (cascos.yaml) en Windows, tengo una RTX 3060. El "
             "script es train.py, de momento solo 3 épocas para probar."),
    ("bash", "Get-Content train.py",
     "from ultralytics import YOLO\n\nmodel = YOLO(\"yolov8n.pt\")\n"
     "model.train(data=\"cascos.yaml\", epochs=3, imgsz=640, device=0, workers=8)", False),
    ("bash", "python train.py",
     "Exit code 1\nTraceback (most recent call last):\n  File \"C:\\proyectos\\cascos\\train.py\", line 4, in "
     "<module>\n"
     "    model.train(data=\"cascos.yaml\", epochs=3, imgsz=640, device=0, workers=8)\n"
     "  File \"C:\\proyectos\\cascos\\.venv\\Lib\\site-packages\\ultralytics\\utils\\torch_utils.py\", line 168, in "
     "select_device\n    raise ValueError(\n"
     "ValueError: Invalid CUDA 'device=0' requested. Use 'device=cpu' or pass valid CUDA device(s) if available, "
     "i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\ntorch.cuda.is_available(): False\n"
     "torch.cuda.device_count(): 0\nos.environ['CUDA_VISIBLE_DEVICES']: None\n", True),
    ("bash", "python -c \"import torch; print(torch.__version__)\"", "2.3.1+cpu", False),
    ("say", "torch no ve la GPU: la versión es `2.3.1+cpu`, la rueda de CPU. Voy a actualizar torch."),
    ("bash", "pip install --upgrade torch torchvision; python -c \"import torch; print(torch.__version__, "
             "torch.cuda.is_available())\"",
     "Requirement already satisfied: torch in c:\\proyectos\\cascos\\.venv\\lib\\site-packages (2.3.1)\n"
     "Requirement already satisfied: torchvision in c:\\proyectos\\cascos\\.venv\\lib\\site-packages (0.18.1)\n"
     "Requirement already satisfied: filelock in c:\\proyectos\\cascos\\.venv\\lib\\site-packages (from torch) "
     "(3.15.4)\nRequirement already satisfied: sympy in c:\\proyectos\\cascos\\.venv\\lib\\site-packages (from torch) "
     "(1.12.1)\n2.3.1+cpu False", False),
    ("say", "PyPI sólo tiene la rueda de CPU para Windows, así que `--upgrade` no cambia nada. Para CUDA hay que "
            "instalar desde el índice de PyTorch: `pip install --force-reinstall torch torchvision --index-url "
            "https://download.pytorch.org/whl/cu121` (son ~2.5 GB)."),
    ("user", "Entrena en CPU por ahora con device=cpu, esta noche reinstalo torch con CUDA yo misma."),
    ("edit", "C:\\proyectos\\cascos\\train.py", "device=0, workers=8)", "device=\"cpu\", workers=8)"),
    ("bash", "python train.py",
     "Exit code 1\n" + _HEAD.format(w=8, n="") + "\n"
     "Dataset 'cascos.yaml' images not found ⚠️, missing path 'C:\\Users\\lucia\\datasets\\cascos\\images\\val'\n"
     "Note dataset download directory is 'C:\\Users\\lucia\\datasets'. You can update this in "
     "'C:\\Users\\lucia\\AppData\\Roaming\\Ultralytics\\settings.yaml'\n"
     "Traceback (most recent call last):\n  File \"C:\\proyectos\\cascos\\train.py\", line 4, in <module>\n"
     "    model.train(data=\"cascos.yaml\", epochs=3, imgsz=640, device=\"cpu\", workers=8)\n"
     "FileNotFoundError: Dataset 'cascos.yaml' images not found ⚠️, missing path "
     "'C:\\Users\\lucia\\datasets\\cascos\\images\\val'", True),
    ("say", "cascos.yaml tiene `path: cascos` relativo, y Ultralytics lo resuelve contra su `datasets_dir` "
            "(C:\\Users\\lucia\\datasets), no contra la carpeta del proyecto. Cambio ese ajuste."),
    ("bash", "yolo settings datasets_dir=C:\\proyectos\\cascos\\datasets",
     "💡 Learn about settings at https://docs.ultralytics.com/quickstart/#ultralytics-settings\n"
     "JSONDict(\"C:\\Users\\lucia\\AppData\\Roaming\\Ultralytics\\settings.json\"):\n{\n"
     "  \"settings_version\": \"0.0.4\",\n  \"datasets_dir\": \"C:\\\\proyectos\\\\cascos\\\\datasets\",\n"
     "  \"weights_dir\": \"C:\\\\proyectos\\\\cascos\\\\weights\",\n"
     "  \"runs_dir\": \"C:\\\\proyectos\\\\cascos\\\\runs\",\n  \"sync\": true\n}", False),
    ("bash", "python train.py",
     "Exit code 1\n" + _HEAD.format(w=8, n="2") + "\n"
     "train: Scanning C:\\proyectos\\cascos\\datasets\\cascos\\labels\\train... 412 images, 3 backgrounds, 0 corrupt: "
     "100%|██████████| 412/412 [00:01<00:00, 301.44it/s]\n"
     "val: Scanning C:\\proyectos\\cascos\\datasets\\cascos\\labels\\val... 61 images, 0 backgrounds, 0 corrupt: "
     "100%|██████████| 61/61 [00:00<00:00, 288.10it/s]\n" + _TRACE_SPAWN + _TRACE_SPAWN, True),
    ("say", "Ya encuentra los datos. Ahora falla al crear los workers del DataLoader: en Windows se crean con spawn y "
            "vuelven a importar train.py; sin el bloque `if __name__ == \"__main__\":` cada hijo intenta lanzar el "
            "entrenamiento otra vez."),
    ("edit", "C:\\proyectos\\cascos\\train.py",
     "model = YOLO(\"yolov8n.pt\")\nmodel.train(data=\"cascos.yaml\", epochs=3, imgsz=640, device=\"cpu\", workers=8)",
     "if __name__ == \"__main__\":\n    model = YOLO(\"yolov8n.pt\")\n"
     "    model.train(data=\"cascos.yaml\", epochs=3, imgsz=640, device=\"cpu\", workers=8)"),
    ("bash", "python train.py",
     "Exit code 1\n" + _HEAD.format(w=8, n="3") + "\n"
     "train: Scanning C:\\proyectos\\cascos\\datasets\\cascos\\labels\\train.cache... 412 images, 3 backgrounds, "
     "0 corrupt: 100%|██████████| 412/412 [00:00<?, ?it/s]\n"
     "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
     "  File \"C:\\proyectos\\cascos\\.venv\\Lib\\site-packages\\torch\\__init__.py\", line 143, in <module>\n"
     "    raise err\nOSError: [WinError 1455] The paging file is too small for this operation to complete. Error "
     "loading \"C:\\proyectos\\cascos\\.venv\\Lib\\site-packages\\torch\\lib\\shm.dll\" or one of its dependencies.",
     True),
    ("say", "El arranque ya no se repite. Ahora cada uno de los 8 workers carga las DLL de torch en un proceso nuevo "
            "y se agota el archivo de paginación de Windows. Bajo los workers a 2."),
    ("edit", "C:\\proyectos\\cascos\\train.py", "device=\"cpu\", workers=8)", "device=\"cpu\", workers=2)"),
    ("bash", "python train.py",
     _HEAD.format(w=2, n="4") + "\n"
     "train: Scanning C:\\proyectos\\cascos\\datasets\\cascos\\labels\\train.cache... 412 images, 3 backgrounds, "
     "0 corrupt: 100%|██████████| 412/412 [00:00<?, ?it/s]\n"
     "val: Scanning C:\\proyectos\\cascos\\datasets\\cascos\\labels\\val.cache... 61 images, 0 backgrounds, 0 corrupt: "
     "100%|██████████| 61/61 [00:00<?, ?it/s]\nPlotting labels to runs\\detect\\train4\\labels.jpg...\n"
     "Starting training for 3 epochs...\n\n      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       "
     "Size\n" + _EPOCHS + "\n\n3 epochs completed in 0.169 hours.\n"
     "Optimizer stripped from runs\\detect\\train4\\weights\\last.pt, 6.2MB\n"
     "Optimizer stripped from runs\\detect\\train4\\weights\\best.pt, 6.2MB\n\n"
     "Validating runs\\detect\\train4\\weights\\best.pt...\nResults saved to runs\\detect\\train4", False),
    ("user", "¿Por qué train4? Quiero que siempre escriba en la misma carpeta."),
    ("say", "Ultralytics nunca sobrescribe una carpeta de resultados: cada ejecución crea `train`, `train2`, "
            "`train3`… (las ejecuciones fallidas también reservaron una). Con `name=\"cascos\"` y "
            "`exist_ok=True` escribe siempre en `runs\\detect\\cascos`."),
    ("edit", "C:\\proyectos\\cascos\\train.py", "device=\"cpu\", workers=2)",
     "device=\"cpu\", workers=2, name=\"cascos\", exist_ok=True)"),
    ("user", "Vale, gracias. Esta noche pruebo con CUDA."),
]

# ------------------------------------------------------------------ msiexec (Windows cmd, doubled backslashes)
MSIEXEC = [
    ("user", "Silent install of AcmeAgent-3.2.msi into C:\\Program Files\\Acme Agent\\ with the server URL "
             "https://mgmt.acme.local, for a deploy.cmd that our RMM runs. Test it here first (elevated cmd)."),
    ("bash", "start /wait msiexec /i AcmeAgent-3.2.msi /qn INSTALLDIR=\"C:\\Program Files\\Acme Agent\\\" "
             "ServerUrl=https://mgmt.acme.local /l*v install.log", "Exit code 1603", True),
    ("bash", "findstr /n /c:\"Error 1324\" /c:\"Return value 3\" install.log",
     "2211:MSI (s) (4C:18) [10:02:41:115]: Product: Acme Agent -- Error 1324. The folder path 'Acme Agent\" "
     "ServerUrl=https:' contains an invalid character.\n"
     "2214:Action ended 10:02:41: CostFinalize. Return value 3.", False),
    ("say", "The trailing `\\\"` escapes the closing quote, so INSTALLDIR swallows the quote and the next argument. "
            "Dropping the trailing backslash (Windows Installer adds it itself)."),
    ("bash", "start /wait msiexec /i AcmeAgent-3.2.msi /qn INSTALLDIR=\"C:\\Program Files\\Acme Agent\" "
             "ServerUrl=https://mgmt.acme.local /l*v install.log", "", False),
    ("bash", "findstr /c:\"success or error status\" install.log",
     "MSI (s) (4C:18) [10:06:12:905]: Windows Installer installed the product. Product Name: Acme Agent. Product "
     "Version: 3.2.0. Product Language: 1033. Manufacturer: Acme Corp. Installation success or error status: 0.",
     False),
    ("bash", "type \"C:\\ProgramData\\Acme\\agent.json\"",
     "{\n  \"ServerUrl\": \"\",\n  \"LogDir\": \"C:\\\\ProgramData\\\\Acme\\\\logs\",\n  \"Port\": 8443\n}", False),
    ("say", "Installed, but `ServerUrl` is empty. Windows Installer only takes public properties from the command "
            "line, and public properties are all upper case – `ServerUrl=` is a private property and was ignored. "
            "The MSI's property is `SERVERURL`."),
    ("bash", "start /wait msiexec /i AcmeAgent-3.2.msi /qn INSTALLDIR=\"C:\\Program Files\\Acme Agent\" "
             "SERVERURL=https://mgmt.acme.local REINSTALL=ALL REINSTALLMODE=vomus /l*v reinstall.log", "", False),
    ("bash", "findstr /c:\"success or error status\" reinstall.log",
     "MSI (s) (4C:2C) [10:11:47:380]: Windows Installer reconfigured the product. Product Name: Acme Agent. Product "
     "Version: 3.2.0. Product Language: 1033. Manufacturer: Acme Corp. Reconfiguration success or error status: 0.",
     False),
    ("say", "The reinstall with `SERVERURL` went through (status 0). deploy.cmd should pass `SERVERURL=` the same "
            "way."),
    ("user", "ok. Different thing: deploy.cmd reports 'Install failed' on machines that only need a reboot. The RMM "
             "log for PC-0412 says: Install failed (3010)"),
    ("bash", "type deploy.cmd",
     "@echo off\nstart /wait msiexec /i \"%~dp0AcmeAgent-3.2.msi\" /qn INSTALLDIR=\"C:\\Program Files\\Acme Agent\" "
     "SERVERURL=https://mgmt.acme.local /l*v \"%TEMP%\\acmeagent.log\"\nif errorlevel 1 goto :fail\n"
     "echo Installed\nexit /b 0\n:fail\necho Install failed (%ERRORLEVEL%)\nexit /b %ERRORLEVEL%", False),
    ("say", "3010 is ERROR_SUCCESS_REBOOT_REQUIRED: the install succeeded and a reboot finishes it. `if errorlevel "
            "1` is true for any code of 1 or more, so 3010 lands in :fail. Handling 3010 (and 1641, reboot "
            "initiated) before that check:"),
    ("edit", "C:\\Deploy\\AcmeAgent\\deploy.cmd", "if errorlevel 1 goto :fail\necho Installed\nexit /b 0\n",
     "if %ERRORLEVEL%==3010 goto :reboot\nif %ERRORLEVEL%==1641 goto :reboot\nif errorlevel 1 goto :fail\n"
     "echo Installed\nexit /b 0\n:reboot\necho Installed (reboot pending)\nexit /b 0\n"),
    ("user", "Pushed it through the RMM and re-ran on PC-0412: the log now says 'Installed (reboot pending)' and the "
             "job is green. 👍"),
    ("user", "Last thing: how do I find the product code to uninstall it silently later?"),
    ("bash", "reg query HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall /s /f \"Acme Agent\" /d",
     "\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\"
     "{8D1F3A2C-5B7E-4C1D-9E2F-1A3B5C7D9E0F}\n    DisplayName    REG_SZ    Acme Agent\n"
     "\nEnd of search: 1 match(es) found.", False),
    ("bash", "reg query HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\"
             "{8D1F3A2C-5B7E-4C1D-9E2F-1A3B5C7D9E0F} /v UninstallString",
     "\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\"
     "{8D1F3A2C-5B7E-4C1D-9E2F-1A3B5C7D9E0F}\n    UninstallString    REG_EXPAND_SZ    "
     "MsiExec.exe /X{8D1F3A2C-5B7E-4C1D-9E2F-1A3B5C7D9E0F}\n", False),
    ("say", "The product code is the key name, `{8D1F3A2C-5B7E-4C1D-9E2F-1A3B5C7D9E0F}`; silent uninstall is "
            "`msiexec /x {8D1F3A2C-5B7E-4C1D-9E2F-1A3B5C7D9E0F} /qn`. Unlike `wmic product`, reading the Uninstall "
            "key doesn't trigger a consistency check of every installed MSI."),
]

# -------------------------------------------- MediaWiki 1.41 on XAMPP (Windows cmd, PHP file/line errors)
_UPDATE = """MediaWiki 1.41.1 Updater

Your composer.lock file is up to date with current dependencies!
Going to run database updates for wikidb-mw_
Depending on the size of your database this may take a while!
Turning off Content Handler DB fields for this part of upgrade.
...have ipb_id field in ipblocks table.
...site_stats is populated...done.
Checking existence of old default messages...done.
Adding bl_target_id field to table blocks...done.
Creating block_target table...done.
Creating linktarget table...done.
Adding cl_collation_ext index to categorylinks...done.
Modifying rev_id field of table revision...done.
Modifying ar_rev_id field of table archive...done.
Populating rev_actor...
...done.
Migrating templatelinks to use linktarget...
...1000
...2000
...3000
...3412
Completed normalization of templatelinks, 3412 rows updated.
Dropping tl_namespace and tl_title from templatelinks...done.
Checking for pagelinks migration...done.
Purging caches...done.

Done in 41 s."""

MEDIAWIKI = [
    ("user", "I unpacked MediaWiki 1.41.1 over our 1.39 install in C:\\xampp\\htdocs\\wiki (XAMPP, PHP 8.2). Run the "
             "database update."),
    ("bash", "php maintenance\\update.php",
     "Exit code 1\n'php' is not recognized as an internal or external command,\noperable program or batch file.",
     True),
    ("say", "php isn't on PATH here; XAMPP's is C:\\xampp\\php\\php.exe. Since 1.40 maintenance scripts are run "
            "through `maintenance\\run.php <script>`."),
    ("bash", "C:\\xampp\\php\\php.exe maintenance\\run.php update --quick",
     "Exit code 1\nInstalling some PHP extensions is required.\n\nRequired components\n\n"
     "You are missing a required extension to PHP that MediaWiki requires to run. Please install:\n\n"
     " * intl <https://www.php.net/intl>", True),
    ("bash", "findstr /n \"extension=intl\" C:\\xampp\\php\\php.ini", "934:;extension=intl", False),
    ("edit", "C:\\xampp\\php\\php.ini", ";extension=intl\n", "extension=intl\n"),
    ("bash", "C:\\xampp\\php\\php.exe maintenance\\run.php update --quick", _UPDATE, False),
    ("user", "Great. Now enable VisualEditor in LocalSettings with the usual config."),
    ("edit", "C:\\xampp\\htdocs\\wiki\\LocalSettings.php", "# End of automatically generated settings.\n",
     "# End of automatically generated settings.\n\nwfLoadExtension( 'VisualEditor' );\n"
     "$wgDefaultUserOptions['visualeditor-enable'] = 1;\n$wgVisualEditorAvailableNamespaces = [\n"
     "    'Project' => true\n    'Help' => true,\n];\n"),
    ("bash", "C:\\xampp\\php\\php.exe -l LocalSettings.php",
     "Exit code 255\nPHP Parse error:  syntax error, unexpected single-quoted string \"Help\", expecting \"]\" in "
     "LocalSettings.php on line 168\nErrors parsing LocalSettings.php", True),
    ("say", "Missing comma after `'Project' => true`."),
    ("edit", "C:\\xampp\\htdocs\\wiki\\LocalSettings.php", "    'Project' => true\n", "    'Project' => true,\n"),
    ("bash", "C:\\xampp\\php\\php.exe -l LocalSettings.php", "No syntax errors detected in LocalSettings.php", False),
    ("user", "There are lots of queued jobs after the upgrade, run them."),
    ("bash", "C:\\xampp\\php\\php.exe maintenance\\run.php runJobs --maxjobs 5000",
     "Exit code 255\n2024-07-08 09:12:44 refreshLinks Main_Page requestId=4f1c2b3a9d8e7f6a0b1c2d3e (uuid=1a2b3c4d5e6f,"
     "timestamp=20240708091201) STARTING\n2024-07-08 09:12:45 refreshLinks Main_Page "
     "requestId=4f1c2b3a9d8e7f6a0b1c2d3e "
     "(uuid=1a2b3c4d5e6f,timestamp=20240708091201) t=412 good\n"
     "2024-07-08 09:12:45 refreshLinks Template:Infobox_server requestId=4f1c2b3a9d8e7f6a0b1c2d3e "
     "(uuid=7e8f9a0b1c2d,timestamp=20240708091201) STARTING\n"
     "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) in "
     "C:\\xampp\\htdocs\\wiki\\includes\\parser\\Parser.php on line 1689", True),
    ("say", "runJobs hit PHP's 128M `memory_limit` from php.ini while re-parsing a large template. MediaWiki "
            "maintenance scripts accept `--memory-limit`. Should I re-run runJobs with `--memory-limit=512M`?"),
    ("user", "Hold on, I'll raise memory_limit in php.ini myself after lunch and restart Apache. Just tell me how to "
             "see how many jobs are left."),
    ("bash", "C:\\xampp\\php\\php.exe maintenance\\run.php showJobs --group",
     "refreshLinks: 3412 queued; 0 claimed (0 active, 0 abandoned); 0 delayed\n"
     "htmlCacheUpdate: 18 queued; 0 claimed (0 active, 0 abandoned); 0 delayed\n"
     "recentChangesUpdate: 1 queued; 0 claimed (0 active, 0 abandoned); 0 delayed", False),
    ("say", "3431 jobs are queued, almost all refreshLinks from the templatelinks migration. `showJobs --group` "
            "gives the per-type counts; without `--group` it prints only the total."),
]

# ------------------------------- LightGBM CUDA under WSL 2 (in Korean, an interrupted call, tabs in output)
_PIP = "pip install --no-binary lightgbm --config-settings=cmake.define.USE_CUDA=ON lightgbm==4.3.0"

LIGHTGBM = [
    ("user", "WSL2 우분투 22.04에서 LightGBM을 CUDA로 쓰고 싶어. RTX 4070이고 윈도우에 드라이버 551 깔려 있어. 지금은 "
             "pip 기본 lightgbm이라 CPU로만 돌아. 학습 스크립트는 train.py야."),
    ("bash", "nvidia-smi --query-gpu=name,driver_version --format=csv,noheader && ls /usr/lib/wsl/lib | grep -i cuda",
     "NVIDIA GeForce RTX 4070, 551.86\nlibcuda.so\nlibcuda.so.1\nlibcuda.so.1.1\nlibcudadebugger.so.1", False),
    ("say", "WSL에서는 GPU 드라이버가 윈도우 쪽에 있고, `libcuda.so`는 윈도우 드라이버가 `/usr/lib/wsl/lib`로 넣어줘요. "
            "그래서 우분투 안에 NVIDIA 드라이버를 따로 설치하면 안 되고(이게 libcuda를 덮어써서 깨져요) CUDA 툴킷만 "
            "있으면 돼요. 이제 CUDA 빌드로 설치해 볼게요."),
    ("bash", f"{_PIP} 2>&1 | tail -22",
     "  *** scikit-build-core 0.9.4 using CMake 3.29.3 (wheel)\n  *** Configuring CMake...\n"
     "  loading initial cache file /tmp/tmpq3x1k9ab/build/CMakeInit.txt\n"
     "  -- The C compiler identification is GNU 11.4.0\n  -- The CXX compiler identification is GNU 11.4.0\n"
     "  -- Detecting C compiler ABI info - done\n  -- Detecting CXX compiler ABI info - done\n"
     "  -- Found OpenMP: TRUE (found version \"4.5\")\n"
     "  CMake Error at CMakeLists.txt:226 (enable_language):\n    No CMAKE_CUDA_COMPILER could be found.\n\n"
     "    Tell CMake where to find the compiler by setting either the environment\n"
     "    variable \"CUDACXX\" or the CMake cache entry CMAKE_CUDA_COMPILER to the full\n"
     "    path to the compiler, or to the compiler name if it is in the PATH.\n\n\n"
     "  -- Configuring incomplete, errors occurred!\n\n  *** CMake configuration failed\n"
     "  error: subprocess-exited-with-error\n\n  × Building wheel for lightgbm (pyproject.toml) did not run "
     "successfully.\n  │ exit code: 1\n  ╰─> See above for output.\nERROR: Could not build wheels for lightgbm, "
     "which is required to install pyproject.toml-based projects", False),
    ("bash", "ls /usr/local/cuda/bin/nvcc && /usr/local/cuda/bin/nvcc --version | tail -2; echo $PATH | tr ':' '\\n' "
             "| grep -c cuda",
     "/usr/local/cuda/bin/nvcc\nCuda compilation tools, release 12.4, V12.4.131\n"
     "Build cuda_12.4.r12.4/compiler.34097967_0\n0", False),
    ("say", "CUDA 12.4 툴킷은 `/usr/local/cuda`에 있는데 PATH에 없어서 CMake가 nvcc를 못 찾았어요. `CUDACXX`로 "
            "알려줄게요."),
    ("bash", f"CUDACXX=/usr/local/cuda/bin/nvcc {_PIP} 2>&1 | tail -5", INTERRUPTED, True),
    ("user", "10분째 그대로야. 빌드가 병렬로 안 도는 것 같은데?"),
    ("say", "맞아요. scikit-build-core는 병렬 빌드를 따로 지정하지 않으면 한 작업씩 컴파일해서, CUDA 커널을 코어 하나로 "
            "빌드하고 있었어요. `CMAKE_BUILD_PARALLEL_LEVEL`로 병렬도를 줄게요."),
    ("bash", f"CUDACXX=/usr/local/cuda/bin/nvcc CMAKE_BUILD_PARALLEL_LEVEL=16 {_PIP} 2>&1 | tail -3",
     "  Building wheel for lightgbm (pyproject.toml): finished with status 'done'\n"
     "  Created wheel for lightgbm: filename=lightgbm-4.3.0-py3-none-linux_x86_64.whl size=3981204 "
     "sha256=9b1f0e6c2d7a4b3c8e5f1a0d9c2b7e6f4a3d8c1b0e9f2a7d6c5b4e3f2a1d0c9b\n"
     "Successfully installed lightgbm-4.3.0", False),
    ("bash", "python train.py --sample",
     "Exit code 1\n[LightGBM] [Fatal] GPU Tree Learner was not enabled in this build.\n"
     "Please recompile with CMake option -DUSE_GPU=1\nTraceback (most recent call last):\n"
     "  File \"/home/jiwoo/work/churn/train.py\", line 41, in <module>\n"
     "    model = lgb.train(params, dtrain, num_boost_round=2000, valid_sets=[dvalid],\n"
     "  File \"/home/jiwoo/.venv/churn/lib/python3.10/site-packages/lightgbm/basic.py\", line 263, in _safe_call\n"
     "    raise LightGBMError(_LIB.LGBM_GetLastError().decode(\"utf-8\"))\n"
     "lightgbm.basic.LightGBMError: GPU Tree Learner was not enabled in this build.\n"
     "Please recompile with CMake option -DUSE_GPU=1", True),
    ("say", "train.py가 `\"device\": \"gpu\"`를 쓰고 있는데, 그건 OpenCL 빌드(USE_GPU)용이에요. CUDA 빌드는 "
            "`device_type`을 `\"cuda\"`로 줘야 해요."),
    ("edit", "/home/jiwoo/work/churn/train.py", "    \"device\": \"gpu\",\n", "    \"device_type\": \"cuda\",\n"),
    ("bash", "python train.py --sample",
     "[LightGBM] [Info] Number of positive: 18234, number of negative: 161766\n"
     "[LightGBM] [Info] Total Bins 6120\n"
     "[LightGBM] [Info] Number of data points in the train set: 180000, number of used features: 48\n"
     "[LightGBM] [Info] [binary:BoostFromScore]: pavg=0.101300 -> initscore=-2.183064\n"
     "[LightGBM] [Info] Start training from score -2.183064\nTraining until validation scores don't improve for 50 "
     "rounds\nEarly stopping, best iteration is:\n[412]\tvalid_0's auc: 0.893112\ntrain time: 38.2s", False),
    ("user", "오 빠르다. 전체 데이터로 돌려줘."),
    ("bash", "python train.py",
     "Exit code 137\n[LightGBM] [Info] Loading full dataset: 9,000,000 rows x 48 features\nKilled", True),
    ("bash", "free -g | head -2; cat /mnt/c/Users/jiwoo/.wslconfig",
     "Exit code 1\n               total        used        free      shared  buff/cache   available\n"
     "Mem:              15           1          13           0           0          13\n"
     "cat: /mnt/c/Users/jiwoo/.wslconfig: No such file or directory", True),
    ("say", "WSL2 VM의 메모리가 15GB예요. `.wslconfig`가 없으면 WSL2는 호스트 RAM(32GB)의 절반만 써서, 전체 데이터를 "
            "올리다가 OOM으로 Killed(137) 됐어요. 윈도우 사용자 폴더에 `.wslconfig`를 만들게요."),
    ("write", "/mnt/c/Users/jiwoo/.wslconfig", "[wsl2]\nmemory=26GB\nswap=8GB\n"),
    ("say", "적용하려면 윈도우 PowerShell에서 `wsl --shutdown` 후 터미널을 다시 열어야 해요. 그 다음 `free -g`로 total이 "
            "25 근처인지 확인하고 `python train.py`를 다시 돌리면 돼요."),
    ("user", "GPU 학습은 됐어, 고마워! wsl 재시작은 퇴근 전에 할게."),
]

SOURCES = {
    "cake-build": ("C:\\src\\Acme", "2024-05-06T08:15:00Z", "main", CAKE),
    "azcopy-sync": ("C:\\Users\\svc-backup\\scripts", "2024-07-02T19:05:00Z", "", AZCOPY),
    "yolo-cascos": ("C:\\proyectos\\cascos", "2024-07-15T16:00:00Z", "main", YOLO),
    "msiexec-agent": ("C:\\Deploy\\AcmeAgent", "2024-05-21T08:00:00Z", "", MSIEXEC),
    "mediawiki-xampp": ("C:\\xampp\\htdocs\\wiki", "2024-07-08T07:40:00Z", "", MEDIAWIKI),
    "lightgbm-wsl-cuda": ("/home/jiwoo/work/churn", "2024-08-02T05:10:00Z", "main", LIGHTGBM),
}
