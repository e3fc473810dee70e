"""Scripted sessions of corpus49, part four: Hexo 7 deploys in Windows PowerShell 7 (ANSI colour, Spanish prompts),
CircuitPython 9 with circup on a Pico in Windows cmd (doubled backslashes), oauth2-proxy in front of Grafana in
docker compose on Linux bash, whisper.cpp with Metal on macOS zsh (an interrupted call, a long output), cwltool with
podman for a fish user (file:line:col errors, tabs in output)."""
from __future__ import annotations

from tests.truth.corpus49_common import ESC, INTERRUPTED

E = ESC


def fail(text: str, code: int = 1) -> str:
    return f"Exit code {code}\n{text}"


def info(text: str) -> str:
    return f"{E}[32mINFO{E}[39m  {text}"


HEXO_SSL = "\n".join([
    info("Validating config"), info(f"Deploying: {E}[35mgit{E}[39m"), info("Clearing .deploy_git folder..."),
    info("Copying files from public folder..."), info("Copying files from extend dirs..."),
    "[master 5d1e0a2] Site updated: 2026-03-07 10:12:44", " 14 files changed, 212 insertions(+), 9 deletions(-)",
    "fatal: unable to access 'https://github.com/pablo/pablo.github.io.git/': SSL certificate problem: unable to "
    "get local issuer certificate",
    f"{E}[31mFATAL{E}[39m Something's wrong. Maybe you can find the solution here: "
    f"{E}[4mhttps://hexo.io/docs/troubleshooting.html{E}[24m", "Error: Spawn failed"])
HEXO = [
    ("user", "hexo deploy no funciona en mi Windows (PowerShell 7). El blog está en C:\\Users\\pablo\\blog."),
    ("bash", "npx hexo clean", "\n".join([info("Validating config"), info("Deleted database."),
                                          info("Deleted public folder.")]), False),
    ("bash", "npx hexo generate --silent; npx hexo deploy",
     info("Validating config") + f"\n{E}[31mERROR{E}[39m Deployer not found: git", False),
    ("bash", "npm install hexo-deployer-git --save",
     "\nadded 12 packages, and audited 245 packages in 4s\n\n31 packages are looking for funding\n  run `npm fund` "
     "for details\n\nfound 0 vulnerabilities", False),
    ("bash", "npx hexo deploy", HEXO_SSL, False),
    ("bash", "git config --global --get http.sslBackend", "openssl", False),
    ("say", "Git for Windows uses the OpenSSL bundle, which doesn't have your company's root CA; the Windows "
            "certificate store does. Switching the backend to schannel."),
    ("bash", "git config --global http.sslBackend schannel", "", False),
    ("bash", "npx hexo deploy  # with schannel",
     "\n".join([info("Validating config"), info(f"Deploying: {E}[35mgit{E}[39m"),
                "[master 8b03f7c] Site updated: 2026-03-07 10:15:02",
                "To https://github.com/pablo/pablo.github.io.git\n   41c9d2e..8b03f7c  HEAD -> master",
                info(f"Deploy done: {E}[35mgit{E}[39m")]), False),
    ("user", "¡genial! Ahora las imágenes del post mi-viaje no se ven en la portada. Uso post_asset_folder."),
    ("bash", "Select-String -Path public\\index.html -Pattern '<img' | Select-Object -First 1",
     "public\\index.html:88:<p><img src=\"foto1.jpg\" alt=\"Playa\"></p>", False),
    ("edit", "C:\\Users\\pablo\\blog\\_config.yml", "post_asset_folder: true",
     "post_asset_folder: true\nmarked:\n  prependRoot: true\n  postAsset: true"),
    ("bash", "npx hexo clean; npx hexo generate --silent; Select-String -Path public\\index.html -Pattern '<img' | "
             "Select-Object -First 1",
     "public\\index.html:88:<p><img src=\"/2026/03/06/mi-viaje/foto1.jpg\" alt=\"Playa\"></p>", False),
    ("user", "perfecto, gracias"),
]

CIRCUIT = [
    ("user", "CircuitPython on a Pico, the board is drive E:. code.py crashes with:\n\nTraceback (most recent call "
             "last):\n  File \"code.py\", line 4, in <module>\nImportError: no module named "
             "'adafruit_display_text'\n\ncircup is installed. I'm in cmd.exe."),
    ("bash", "type E:\\boot_out.txt",
     "Adafruit CircuitPython 9.1.4 on 2024-09-17; Raspberry Pi Pico with rp2040\nBoard ID:raspberry_pi_pico\n"
     "UID:E6614C311B4A7F28", False),
    ("bash", "circup --path E:\\ list",
     "Found device at E:\\, running CircuitPython 9.1.4.\nA newer version of CircuitPython is available: 9.2.1\n"
     "The following modules are out of date or probably need an update.\nModule             Version  Latest  "
     "Update Reason\n-----------------  -------  ------  -------------\nadafruit_ssd1306   2.12.16  2.12.18 "
     "Minor Version", False),
    ("bash", "circup --path E:\\ install adafruit_display_text",
     "Found device at E:\\, running CircuitPython 9.1.4.\nSearching for dependencies for: "
     "['adafruit_display_text']\nReady to install: ['adafruit_bitmap_font', 'adafruit_display_text']\n\n"
     "Installed 'adafruit_bitmap_font'.\nInstalled 'adafruit_display_text'.", False),
    ("user", "text shows up. but now: MemoryError: memory allocation failed, allocating 4096 bytes -- when it "
             "loads logo.bmp with adafruit_imageload"),
    ("say", "The Pico has about 190 KB of heap; adafruit_imageload decodes the whole bitmap into RAM. I'll free "
            "memory right before the load first."),
    ("edit", "E:\\code.py", "bitmap, palette = adafruit_imageload.load(\"/logo.bmp\")",
     "gc.collect()\nbitmap, palette = adafruit_imageload.load(\"/logo.bmp\")"),
    ("user", "still MemoryError, same line"),
    ("say", "Then the heap is fragmented rather than full. displayio.OnDiskBitmap reads the pixels from flash "
            "instead of decoding into RAM: `bitmap = displayio.OnDiskBitmap(\"/logo.bmp\")` with "
            "`pixel_shader=bitmap.pixel_shader`."),
    ("user", "I'll try that at home tonight. One more: I want code.py to append readings to a log file on the "
             "board."),
    ("write", "E:\\boot.py",
     "import board\nimport digitalio\nimport storage\n\n# Hold GP15 low at boot to keep CIRCUITPY writable from "
     "the PC.\nbutton = digitalio.DigitalInOut(board.GP15)\nbutton.switch_to_input(pull=digitalio.Pull.UP)\n"
     "storage.remount(\"/\", readonly=not button.value)\n"),
    ("say", "boot.py remounts the filesystem writable for code.py unless GP15 is held at boot. While code.py can "
            "write, the PC sees E:\\ read-only, so keep the GP15 jumper handy to edit files again."),
]

O2P_SECRET = "OAUTH2_PROXY_COOKIE_SECRET=q7+9Lw/3XbN1pV0sZr8kYt2mHc4dEf6gJa5uIo7nPl0="
OAUTH = [
    ("user", "Putting oauth2-proxy (GitHub login) in front of Grafana with docker compose. oauth2-proxy won't "
             "stay up."),
    ("bash", "docker compose up -d && sleep 5 && docker compose logs oauth2-proxy --tail 3",
     "[+] Running 2/2\n ✔ Container grafana-sso-grafana-1       Started\n ✔ Container grafana-sso-oauth2-proxy-1  "
     "Started\noauth2-proxy-1  | [2026/03/07 08:11:02] [main.go:54] invalid configuration:\noauth2-proxy-1  |   "
     "cookie_secret must be 16, 24, or 32 bytes to create an AES cipher, but is 44 bytes", False),
    ("bash", "grep COOKIE_SECRET .env", O2P_SECRET, False),
    ("say", "The secret is standard base64 with `+` and `/`, which oauth2-proxy doesn't decode, so it uses the "
            "44 raw characters. 32 hex characters from `openssl rand -hex 16` are 32 bytes."),
    ("bash", "sed -i \"s|^OAUTH2_PROXY_COOKIE_SECRET=.*|OAUTH2_PROXY_COOKIE_SECRET=$(openssl rand -hex 16)|\" .env "
             "&& docker compose up -d oauth2-proxy && sleep 5 && docker compose logs oauth2-proxy --tail 3",
     "[+] Running 1/1\n ✔ Container grafana-sso-oauth2-proxy-1  Recreated\noauth2-proxy-1  | [2026/03/07 08:13:40] "
     "[proxy.go:89] mapping path \"/\" => upstream \"http://grafana:3000/\"\noauth2-proxy-1  | [2026/03/07 "
     "08:13:40] [oauthproxy.go:172] OAuthProxy configured for GitHub Client ID: Iv1.8a61f9b2\noauth2-proxy-1  | "
     "[2026/03/07 08:13:40] [http.go:64] HTTP: listening on 0.0.0.0:4180", False),
    ("user", "it stays up. but testing on http://localhost:4180 I get a login loop after GitHub"),
    ("bash", "docker compose logs oauth2-proxy --tail 2",
     "oauth2-proxy-1  | [2026/03/07 08:20:11] [oauthproxy.go:823] Error while loading CSRF cookie: http: named "
     "cookie not present\noauth2-proxy-1  | 172.19.0.1 - - [2026/03/07 08:20:11] localhost:4180 GET - "
     "\"/oauth2/callback?code=...&state=...\" HTTP/1.1 403", False),
    ("say", "The cookies are marked Secure and you're on plain http, so the browser drops them. Setting "
            "OAUTH2_PROXY_COOKIE_SECURE=false for local testing."),
    ("bash", "echo 'OAUTH2_PROXY_COOKIE_SECURE=false' >> .env && docker compose up -d oauth2-proxy",
     "[+] Running 1/1\n ✔ Container grafana-sso-oauth2-proxy-1  Recreated", False),
    ("user", "nope, still loops, same thing"),
    ("bash", "grep REDIRECT .env", "OAUTH2_PROXY_REDIRECT_URL=https://grafana.corp.example/oauth2/callback", False),
    ("say", "That's it: GitHub sends you back to https://grafana.corp.example, so the CSRF cookie set on localhost "
            "is never seen by the callback. For local testing OAUTH2_PROXY_REDIRECT_URL should be "
            "http://localhost:4180/oauth2/callback, and the GitHub app needs that callback URL too."),
    ("user", "I can't change the GitHub app today. we'll test through the real nginx tomorrow."),
]

WHISPER_OK = "\n".join(
    ["ggml_metal_init: allocating", "ggml_metal_init: found device: Apple M2",
     "ggml_metal_init: picking default device: Apple M2", "ggml_metal_init: GPU name:   Apple M2",
     "whisper_model_load: type          = 5 (large v3)", "whisper_model_load: n_mels        = 128",
     "system_info: n_threads = 4 / 8 | WHISPER : COREML = 0 | OPENVINO = 0 | METAL = 1 |",
     "main: processing 'interview.wav' (28415360 samples, 1775.96 sec), 4 threads, 1 processors, 5 beams + best "
     "of 5, lang = de, task = transcribe, timestamps = 1 ..."]
    + [f"[00:{m:02d}:00.000 --> 00:{m:02d}:06.480]   Untertitel im Auftrag des ZDF, 2017" if m == 0 else
       f"[00:{m:02d}:00.000 --> 00:{m:02d}:05.120]   Und dann haben wir im Jahr {2000 + m} angefangen."
       for m in range(0, 12)]
    + ["output_txt: saving output to 'interview.wav.txt'",
       "whisper_print_timings:     load time =   812.44 ms", "whisper_print_timings:    total time = 48211.32 ms"])
WHISPER = [
    ("user", "build whisper.cpp with Metal on my M2 and transcribe interview.m4a (German)"),
    ("bash", "cmake -B build -DGGML_METAL=ON && cmake --build build -j --config Release 2>&1 | tail -3",
     "[ 97%] Linking CXX executable ../../bin/whisper-cli\n[100%] Built target whisper-cli\n[100%] Built target "
     "whisper-server", False),
    ("bash", "./build/bin/whisper-cli -m models/ggml-large-v3.bin -f interview.m4a",
     fail("whisper_init_from_file_with_params_no_state: loading model from 'models/ggml-large-v3.bin'\n"
          "whisper_init_from_file_with_params_no_state: failed to open 'models/ggml-large-v3.bin'\nerror: failed "
          "to initialize whisper context", 3), True),
    ("bash", "sh ./models/download-ggml-model.sh large-v3", INTERRUPTED, True),
    ("user", "don't pull the 3 GB model on hotel wifi. use large-v3-turbo q5_0"),
    ("bash", "sh ./models/download-ggml-model.sh large-v3-turbo-q5_0",
     "Downloading ggml model large-v3-turbo-q5_0 from 'https://huggingface.co/ggerganov/whisper.cpp' ...\n"
     "ggml-large-v3-turbo-q5_0.bin 100%[===================>] 547.37M  8.12MB/s    in 67s\nDone! Model "
     "'large-v3-turbo-q5_0' saved in 'models/ggml-large-v3-turbo-q5_0.bin'", False),
    ("bash", "./build/bin/whisper-cli -m models/ggml-large-v3-turbo-q5_0.bin -f interview.m4a",
     fail("read_audio_data: failed to read audio data as wav (Unknown error)\nerror: failed to read audio file "
          "'interview.m4a'", 2), True),
    ("bash", "ffmpeg -hide_banner -loglevel error -i interview.m4a -ar 16000 -ac 1 -c:a pcm_s16le interview.wav && "
             "./build/bin/whisper-cli -m models/ggml-large-v3-turbo-q5_0.bin -f interview.wav -l de -otxt 2>&1 | "
             "tail -23", WHISPER_OK, False),
    ("user", "the first line is nonsense, the intro is 30s of music and it wrote 'Untertitel im Auftrag des ZDF'"),
    ("say", "That's a known Whisper hallucination on music or silence. whisper.cpp can skip non-speech with voice "
            "activity detection: download the Silero VAD model and pass `--vad -vm models/ggml-silero-v5.1.2.bin`. "
            "Want me to rerun with `--vad`?"),
    ("user", "nah, I'll cut the intro myself"),
]

CWL = [
    ("user", "cwltool --validate says align.cwl is fine but running it fails. I use fish."),
    ("bash", "cwltool --validate align.cwl",
     "INFO /home/ines/.local/bin/cwltool 3.1.20240708091337\nINFO Resolved 'align.cwl' to "
     "'file:///home/ines/bio/cwl/align.cwl'\nalign.cwl is valid CWL.", False),
    ("bash", "set -gx TMPDIR /scratch/ines/tmp; and echo $TMPDIR", "/scratch/ines/tmp", False),
    ("bash", "cwltool align.cwl job.yml",
     fail("INFO /home/ines/.local/bin/cwltool 3.1.20240708091337\nERROR Workflow error, try again with --debug "
          "for more information:\nInvalid job input record:\nalign.cwl:9:3: Missing required input parameter "
          "'reference'"), True),
    ("bash", "cat job.yml",
     "reads:\n  class: File\n  path: data/sample1.fq.gz\nref:\n  class: File\n  path: ref/hg38.fa", False),
    ("edit", "/home/ines/bio/cwl/job.yml", "ref:\n  class: File", "reference:\n  class: File"),
    ("bash", "cwltool align.cwl job.yml",
     fail("INFO [job align.cwl] /tmp/mlk2_x0q$ docker \\\n    run \\\n    -i \\\n    --mount=type=bind,"
          "source=/tmp/mlk2_x0q,target=/var/spool/cwl \\\n    quay.io/biocontainers/bwa:0.7.18--he4a0461_1\n"
          "docker: permission denied while trying to connect to the Docker daemon socket at "
          "unix:///var/run/docker.sock\nERROR [job align.cwl] Job error:\n(\"Error collecting output for "
          "parameter 'bam'\")\nWARNING Final process status is permanentFail"), True),
    ("bash", "groups", "ines wheel", False),
    ("say", "You aren't in the docker group. cwltool can run the same DockerRequirement with podman (`--podman`)."),
    ("bash", "cwltool --podman align.cwl job.yml 2>&1 | tail -4",
     fail("INFO [job align.cwl] /tmp/p9xq1b3e$ podman \\\n    run \\\n    quay.io/biocontainers/bwa:0.7.18--he4a0461_1"
          "\nError: writing blob: adding layer with blob \"sha256:4abcf2066143\": processing tar file(write "
          "/usr/local/share/bwa/hg38.idx): no space left on device\nWARNING Final process status is "
          "permanentFail"), True),
    ("bash", "df -h /tmp | tail -1", "tmpfs           3.9G  3.9G     0 100% /tmp", False),
    ("say", "podman now runs, but cwltool stages into /tmp, a 3.9G tmpfs. The TMPDIR I set earlier only lived in "
            "that one shell. Passing the prefixes explicitly."),
    ("bash", "cwltool --podman --tmpdir-prefix /scratch/ines/tmp/ --tmp-outdir-prefix /scratch/ines/tmp/ "
             "align.cwl job.yml 2>&1 | tail -9",
     "INFO [job align.cwl] completed success\n{\n    \"bam\": {\n        \"location\": "
     "\"file:///home/ines/bio/cwl/sample1.bam\",\n        \"basename\": \"sample1.bam\",\n        \"class\": "
     "\"File\",\n        \"size\": 48211093\n    }\n}\nINFO Final process status is success", False),
    ("bash", "samtools index sample1.bam && samtools idxstats sample1.bam | head -3",
     "chr1\t248956422\t10213\t0\nchr2\t242193529\t9877\t0\nchr3\t198295559\t8121\t0", False),
    ("user", "thanks!"),
]

SOURCES = {
    "hexo-pwsh": ("C:\\Users\\pablo\\blog", "2026-03-07T10:05:00Z", "source", HEXO),
    "circuitpython-cmd": ("C:\\Users\\tomas\\pico-badge", "2026-03-07T15:30:00Z", "HEAD", CIRCUIT),
    "oauth2-proxy-grafana": ("/home/deploy/grafana-sso", "2026-03-07T08:05:00Z", "main", OAUTH),
    "whisper-cpp-metal": ("/Users/amir/src/whisper.cpp", "2026-03-08T19:00:00Z", "master", WHISPER),
    "cwltool-fish": ("/home/ines/bio/cwl", "2026-03-09T11:00:00Z", "main", CWL),
}
