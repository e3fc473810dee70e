"""Scripted sessions of corpus14, part e: Jupyter kernels with a Cython extension (a Task subagent), llama.cpp's
server on a 12 GB GPU, Tauri on Windows, Godot 4.3 headless export on Windows."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

TASK_REPLY = ("The notebook's kernel is `python3` from /usr/share/jupyter/kernels/python3/kernel.json; its argv is "
              "[\"/usr/bin/python3\", \"-m\", \"ipykernel_launcher\", \"-f\", \"{connection_file}\"]. "
              "`jupyter kernelspec list` shows only:\n  python3    /usr/share/jupyter/kernels/python3\n"
              "No kernelspec points at /home/noor/research/spectra/.venv. The venv does have ipykernel 6.29.4 installed.")

CYTHON_ERR = """      Error compiling Cython file:
      ------------------------------------------------------------
      ...
          cdef Py_ssize_t n = data.shape[0]
          cdef float* buf = <double*> data.data
                            ^
      ------------------------------------------------------------

      src/spectra_ext/_peaks.pyx:41:26: Cannot assign type 'double *' to 'float *'
      Traceback (most recent call last):
        File "/home/noor/research/spectra/.venv/lib/python3.11/site-packages/Cython/Build/Dependencies.py", line 1345, in cythonize_one_helper
      Cython.Compiler.Errors.CompileError: src/spectra_ext/_peaks.pyx
      [end of output]
  error: subprocess-exited-with-error
Exit code 1"""


def _jupyter():
    nb = ("jupyter nbconvert --to notebook --execute --ExecutePreprocessor.kernel_name=spectra "
          "notebooks/peaks.ipynb --output /tmp/peaks.out.ipynb")
    return ("/home/noor/research/spectra", "2025-11-10T09:00:00Z", "peaks", [
        ("user", "notebooks/peaks.ipynb says No module named 'spectra_ext' but it's installed in .venv. the notebook "
                 "server is the system jupyter"),
        ("task", "Find the notebook's interpreter",
         "Work out which Python interpreter the Jupyter kernel for notebooks/peaks.ipynb runs, and whether any "
         "kernelspec points at /home/noor/research/spectra/.venv. Read kernel.json files; don't change anything.",
         TASK_REPLY),
        ("say", "So the notebook runs `/usr/bin/python3`, not the venv. Registering the venv as its own kernel:"),
        ("bash", ".venv/bin/python -m ipykernel install --user --name spectra --display-name \"Python (spectra)\" && "
                 "jupyter kernelspec list",
         "Installed kernelspec spectra in /home/noor/.local/share/jupyter/kernels/spectra\nAvailable kernels:\n"
         "  spectra    /home/noor/.local/share/jupyter/kernels/spectra\n  python3    /usr/share/jupyter/kernels/python3",
         False),
        ("bash", nb,
         "[NbConvertApp] Converting notebook notebooks/peaks.ipynb to notebook\n"
         "---------------------------------------------------------------------------\n"
         "ModuleNotFoundError                       Traceback (most recent call last)\nCell In[1], line 3\n"
         "      1 import numpy as np\n----> 3 from spectra_ext import find_peaks\n\n"
         "File ~/research/spectra/src/spectra_ext/__init__.py:1\n----> 1 from ._peaks import find_peaks\n\n"
         "ModuleNotFoundError: No module named 'spectra_ext._peaks'\nExit code 1", True),
        ("say", "Progress: the kernel now finds the package (editable install), but the compiled `_peaks` extension "
                "was never built. Rebuilding the editable install:"),
        ("bash", ".venv/bin/pip install -e . --no-build-isolation 2>&1 | tail -n 16", CYTHON_ERR, True),
        ("say", "The extension doesn't compile: `buf` is declared `float*` but the cast is to `double*` (the array "
                "is float64)."),
        ("edit", "/home/noor/research/spectra/src/spectra_ext/_peaks.pyx",
         "    cdef float* buf = <double*> data.data", "    cdef double* buf = <double*> data.data"),
        ("bash", ".venv/bin/pip install -e . --no-build-isolation 2>&1 | tail -n 1 && " + nb,
         "Successfully installed spectra-0.5.0\n[NbConvertApp] Converting notebook notebooks/peaks.ipynb to notebook\n"
         "[NbConvertApp] Writing 48211 bytes to /tmp/peaks.out.ipynb", False),
        ("user", "works in the browser too after switching the kernel to Python (spectra). thanks!"),
    ])


LLAMA_OOM = """llama_model_loader: loaded meta data with 29 key-value pairs and 579 tensors from /home/ravi/models/qwen2.5-14b-instruct-q5_k_m.gguf (version GGUF V3 (latest))
llm_load_tensors: offloading 48 repeating layers to GPU
llm_load_tensors: offloaded 49/49 layers to GPU
llm_load_tensors:        CUDA0 buffer size =  9713.07 MiB
llama_new_context_with_model: n_ctx      = 32768
ggml_backend_cuda_buffer_type_alloc_buffer: allocating 6144.00 MiB on device 0: cudaMalloc failed: out of memory
llama_kv_cache_init: failed to allocate buffer for kv cache
llama_new_context_with_model: llama_kv_cache_init() failed for self-attention cache
common_init_from_params: failed to create context with model '/home/ravi/models/qwen2.5-14b-instruct-q5_k_m.gguf'
srv    load_model: failed to load model, '/home/ravi/models/qwen2.5-14b-instruct-q5_k_m.gguf'
main: exiting due to model loading error
Exit code 1"""


def _llama():
    m = "~/models/qwen2.5-14b-instruct-q5_k_m.gguf"
    return ("/home/ravi/llm/llama.cpp", "2025-11-18T20:00:00Z", "master", [
        ("user", "llama-server dies loading qwen2.5 14b on my 12GB 3060. my old script used ./main and that's gone too"),
        ("bash", f"./build/bin/main -m {m} -p hi -n 8 2>&1 | head -n 3",
         "WARNING: The binary 'main' is deprecated.\n Please use 'llama-cli' instead.\n See "
         "https://github.com/ggerganov/llama.cpp/tree/master/examples/deprecation-warning/README.md for more information.",
         False),
        ("bash", f"./build/bin/llama-server -m {m} -ngl 99 -c 32768 --port 8081", LLAMA_OOM, True),
        ("say", "The weights fit (9713 MiB on the GPU), but a 32768-token f16 KV cache needs another 6144 MiB, which "
                "the 12 GB card doesn't have. Smallest change first: a shorter context."),
        ("bash", f"timeout 30 ./build/bin/llama-server -m {m} -ngl 99 -c 8192 --port 8081 2>&1 | grep -E "
                 "'KV buffer|listening|error'",
         "llama_kv_cache_init:      CUDA0 KV buffer size =  1536.00 MiB\nmain: server is listening on "
         "http://127.0.0.1:8081 - starting the main loop", False),
        ("user", "I really need 32k context for the doc QA though"),
        ("say", "Then quantize the KV cache: `-fa -ctk q8_0 -ctv q8_0` roughly halves it."),
        ("bash", f"timeout 30 ./build/bin/llama-server -m {m} -ngl 99 -c 32768 -fa -ctk q8_0 -ctv q8_0 --port 8081 "
                 "2>&1 | grep -E 'KV buffer|listening|failed'",
         "llama_kv_cache_init:      CUDA0 KV buffer size =  3264.00 MiB\nggml_backend_cuda_buffer_type_alloc_buffer: "
         "allocating 1180.27 MiB on device 0: cudaMalloc failed: out of memory\nllama_new_context_with_model: failed "
         "to allocate compute buffers", False),
        ("say", "Still out of memory: the KV cache fits now, but the compute buffer doesn't. Keeping 8 of the 48 layers "
                "on the CPU frees enough:"),
        ("bash", f"timeout 30 ./build/bin/llama-server -m {m} -ngl 40 -c 32768 -fa -ctk q8_0 -ctv q8_0 --port 8081 "
                 "2>&1 | grep -E 'offloaded|KV buffer|listening|failed'",
         "llm_load_tensors: offloaded 40/49 layers to GPU\nllama_kv_cache_init:      CUDA0 KV buffer size =  2720.00 "
         "MiB\nmain: server is listening on http://127.0.0.1:8081 - starting the main loop", False),
        ("user", "it's up. slower (9 tok/s) but fine. can you put that in my start script?"),
        ("write", "/home/ravi/llm/serve-qwen14b.sh",
         "#!/bin/sh\n# 12 GB GPU: 32k ctx needs q8_0 KV + flash attention and 40/49 layers on GPU\n"
         "exec ./build/bin/llama-server -m ~/models/qwen2.5-14b-instruct-q5_k_m.gguf -ngl 40 -c 32768 -fa "
         "-ctk q8_0 -ctv q8_0 --port 8081\n"),
    ])


TAURI_DIST = r"""> notes-app@0.2.0-beta tauri
> tauri build --bundles nsis

     Running beforeBuildCommand `npm run build`

> notes-app@0.2.0-beta build
> vite build

vite v5.4.8 building for production...
✓ 212 modules transformed.
build/index.html                  0.46 kB │ gzip:  0.30 kB
build/assets/index-9c1f2e0a.js  143.21 kB │ gzip: 46.02 kB
✓ built in 2.91s
       Error `frontendDist` configured with value "../dist" does not exist. Please run your before command or ensure the path is correct.
Exit code 1"""

TAURI_LINK = r"""     Running beforeBuildCommand `npm run build`
✓ built in 2.84s
   Compiling proc-macro2 v1.0.89
error: linker `link.exe` not found
  |
  = note: program not found

note: the msvc targets depend on the msvc linker but `link.exe` was not found

note: please ensure that Visual Studio 2017 or later, or Build Tools for Visual Studio were installed with the Visual C++ option.

error: could not compile `proc-macro2` (build script) due to 1 previous error
       Error failed to build app: failed to build app
Exit code 1"""

TAURI_OK = r"""    Finished `release` profile [optimized] target(s) in 3m 12s
       Built application at: C:\Users\eli\code\notes-app\src-tauri\target\release\notes-app.exe
        Info Target: x64
     Running makensis.exe to produce C:\Users\eli\code\notes-app\src-tauri\target\release\bundle\nsis\notes-app_0.2.0-beta_x64-setup.exe
    Finished 1 bundle at:
        C:\Users\eli\code\notes-app\src-tauri\target\release\bundle\nsis\notes-app_0.2.0-beta_x64-setup.exe"""


def _tauri():
    return (r"C:\Users\eli\code\notes-app", "2025-12-01T11:00:00Z", "release/0.2", [
        ("user", "first tauri build on this windows machine. `npm run tauri build -- --bundles nsis` fails"),
        ("bash", "npm run tauri build -- --bundles nsis", TAURI_DIST, True),
        ("say", "Vite writes to `build/` (see `build/index.html` above), but `tauri.conf.json` points `frontendDist` at "
                "`../dist`."),
        ("edit", r"C:\Users\eli\code\notes-app\src-tauri\tauri.conf.json", "\"frontendDist\": \"../dist\"",
         "\"frontendDist\": \"../build\""),
        ("bash", "npm run tauri build -- --bundles nsis 2>&1 | tail -n 14", TAURI_LINK, True),
        ("say", "Past the frontend step now. Rust can't link: there's no MSVC linker on this machine. That needs the "
                "\"Build Tools for Visual Studio\" installer with the \"Desktop development with C++\" workload, which "
                "needs an admin prompt, so over to you."),
        ("user", "installed Build Tools 2022 with the C++ workload and rebooted, try again"),
        ("bash", "npm run tauri build -- --bundles nsis 2>&1 | tail -n 6", TAURI_OK, False),
        ("user", "installer works, app opens. IT wants an msi too though"),
        ("bash", "npm run tauri build -- --bundles msi 2>&1 | tail -n 3",
         "    Finished `release` profile [optimized] target(s) in 14.02s\n       Built application at: "
         r"C:\Users\eli\code\notes-app\src-tauri\target\release\notes-app.exe" "\n"
         "       Error failed to bundle project: `optional pre-release identifier in app version must be numeric-only "
         "and cannot be greater than 65535 for msi target`\nExit code 1", True),
        ("say", "WiX (MSI) only accepts numeric pre-release identifiers, and the version is `0.2.0-beta`. The NSIS "
                "installer built above is fine with it. For an MSI you'd need e.g. `0.2.0-1`, or a separate "
                "`bundle.windows.wix.version`."),
        ("user", "ok, nsis it is for this release, IT will live with it"),
    ])


GODOT_TPL = r"""Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org

ERROR: Cannot export project with preset "Windows Desktop" due to configuration errors:
No export template found at the expected path:
C:\Users\hana\AppData\Roaming\Godot\export_templates\4.3.stable\windows_release_x86_64.exe

   at: _fs_changed (editor/editor_node.cpp:1037)
ERROR: Project export for preset "Windows Desktop" failed.
   at: _fs_changed (editor/editor_node.cpp:1046)
Exit code 1"""


def _godot():
    return (r"D:\games\orbit-hop", "2025-12-08T06:30:00Z", "main", [
        ("user", "godot 4.3 headless로 Windows export 하는데 계속 실패해요. CI에서도 똑같아요."),
        ("bash", "godot --headless --export-release \"Windows Desktop\" build/win/orbit-hop.exe", GODOT_TPL, True),
        ("bash", "ls \"$APPDATA/Godot/export_templates/\"", "4.2.2.stable", False),
        ("say", "Only the 4.2.2 templates are installed. Godot looks for a folder named exactly after the running "
                "version, `4.3.stable`. Installing the 4.3 templates there:"),
        ("bash", "curl -sL -o /tmp/tpl.tpz https://github.com/godotengine/godot/releases/download/4.3-stable/"
                 "Godot_v4.3-stable_export_templates.tpz && unzip -q /tmp/tpl.tpz -d /tmp/tpl && "
                 "mkdir -p \"$APPDATA/Godot/export_templates/4.3.stable\" && "
                 "mv /tmp/tpl/templates/* \"$APPDATA/Godot/export_templates/4.3.stable/\" && "
                 "godot --headless --export-release \"Windows Desktop\" build/win/orbit-hop.exe",
         "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\nsavepack: begin: Packing "
         "steps: 102\nsavepack: step 2: Storing File: res://.godot/imported/ship.png-1c2d3e.ctex\n"
         "savepack: step 102: Storing File: res://project.binary\nsavepack: end", False),
        ("bash", "ls build/win", "orbit-hop.console.exe  orbit-hop.exe  orbit-hop.pck", False),
        ("user", "pck 따로 말고 exe 하나로 만들 수 있어요?"),
        ("say", "Yes: `binary_format/embed_pck=true` in the preset embeds the .pck into the exe. Setting it:"),
        ("edit", r"D:\games\orbit-hop\export_presets.cfg", "binary_format/embed_pck=false",
         "binary_format/embed_pck=true"),
        ("say", "The preset is updated; the next export of \"Windows Desktop\" will produce a single exe."),
        ("user", "그리고 웹 버전은 itch.io에 올리면 검은 화면이에요. 콘솔에 SharedArrayBuffer is not defined 라고 떠요"),
        ("say", "Godot 4.3's web export uses threads by default, which need cross-origin isolation headers; itch.io "
                "doesn't send them unless you tick its SharedArrayBuffer option. Simplest: export without thread "
                "support."),
        ("edit", r"D:\games\orbit-hop\export_presets.cfg", "variant/thread_support=true",
         "variant/thread_support=false"),
        ("bash", "godot --headless --export-release \"Web\" build/web/index.html 2>&1 | tail -n 1 && ls build/web",
         "savepack: end\nindex.html  index.js  index.pck  index.wasm  index.audio.worklet.js", False),
        ("user", "이제 itch에서 돼요! 감사합니다 👍"),
    ])


def sources() -> Sources:
    return {"c14-jupyter-cython": _jupyter(), "c14-llamacpp-server": _llama(), "c14-tauri-windows": _tauri(),
            "c14-godot-export": _godot()}
