"""Scripted sessions of corpus20, part D: Vector with a VRL remap of nginx logs and a logrotate change (a
Korean-speaking person), a Typst thesis under WSL, Snakemake 8 on Slurm with Apptainer (with a subagent, a Korean
closing), MicroPython on a Pico W through mpremote on macOS, restic to Backblaze B2's S3 API. Steps in the shape
of tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus20_common import out
from tests.truth.sessions_dsl import Step

VECTOR = "vector-vrl-nginx"
TYPST = "typst-thesis-wsl"
SNAKEMAKE = "snakemake8-slurm-apptainer"
MICROPYTHON = "micropython-pico-mpremote"
RESTIC = "restic-b2-s3"

_VECTOR_YAML = "/etc/vector/vector.yaml"
_VALIDATED = ('√ Loaded ["/etc/vector/vector.yaml"]', "√ Component configuration", '√ Health check "collector"',
              "------------------------------------", "                           Validated")
_REMAP = "component_kind=\"transform\" component_id=parse_nginx component_type=remap"

VECTOR_STEPS: list[Step] = [
    ("user", "두 가지 부탁해. 먼저 nginx 로그 로테이션을 daily로 바꿔줘 (/etc/logrotate.d/nginx). 그 다음 vector.yaml에서 "
             "nginx access 로그를 VRL로 파싱해서 HTTP collector로 보내게 하고, vector validate 먼저 돌려봐."),
    ("edit", "/etc/logrotate.d/nginx", "\tweekly\n\trotate 52", "\tdaily\n\trotate 14"),
    ("bash", "sudo logrotate -d /etc/logrotate.d/nginx 2>&1 | grep -E 'reading config|rotating pattern'", out(
        "reading config file /etc/logrotate.d/nginx",
        "rotating pattern: /var/log/nginx/*.log  after 1 days (14 rotations)"), False),
    ("say", "logrotate now rotates the nginx logs daily and keeps 14. Next, the VRL transform:"),
    ("edit", _VECTOR_YAML, '    inputs: [nginx_access]\n    source: ""',
     '    inputs: [nginx_access]\n    source: |\n      . = parse_nginx_log(.message, "combined")'),
    ("bash", "vector validate /etc/vector/vector.yaml", out(
        "Exit code 78", 'x Transform "parse_nginx":', "error[E103]: unhandled fallible assignment",
        "  ┌─ :1:5", "  │", '1 │ . = parse_nginx_log(.message, "combined")',
        "  │ --- ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", "  │ │   │",
        "  │ │   this expression is fallible because at least one argument's type cannot be verified to be valid",
        "  │ │   update the expression to be infallible by adding a `!`: "
        "`parse_nginx_log!(.message, \"combined\")`",
        "  │ │   `.message` argument type is `any` and this function expected a parameter `value` of type `string`",
        "  │ or change this to an infallible assignment:", '  │ ., err = parse_nginx_log(.message, "combined")', "  │",
        "  = see documentation about error handling at https://errors.vrl.dev/#handling",
        "  = learn more about error code 103 at https://errors.vrl.dev/103"), True),
    ("say", "VRL rejects the assignment because `parse_nginx_log` can fail (the event's `.message` isn't known to be a "
            "string), and every fallible call has to be handled. The quick way is the `!` form, which aborts the "
            "event on an error:"),
    ("edit", _VECTOR_YAML, '      . = parse_nginx_log(.message, "combined")',
     '      . = parse_nginx_log!(.message, "combined")'),
    ("bash", "vector validate /etc/vector/vector.yaml", out(*_VALIDATED), False),
    ("bash", "sudo systemctl restart vector && sleep 5 && journalctl -u vector --since '1 min ago' --no-pager | "
             "tail -2", out(
                 f"Mar 25 02:31:14 logbox vector[21344]: 2025-03-25T02:31:14.882Z ERROR transform{{{_REMAP}}}: "
                 "vector::internal_events::remap: Mapping failed with event. error=\"function call error for "
                 "\\\"parse_nginx_log\\\" at (0:42): failed parsing log line\" error_type=\"conversion_failed\" "
                 "stage=\"processing\" internal_log_rate_limit=true",
                 f"Mar 25 02:31:14 logbox vector[21344]: 2025-03-25T02:31:14.882Z  WARN transform{{{_REMAP}}}: "
                 "vector::internal_events::remap: Internal log [Mapping failed with event.] is being suppressed to "
                 "avoid flooding."), False),
    ("say", "Some lines aren't in combined format (the load balancer's health checks use a short one), and with `!` "
            "those abort: logged as errors and passed on unparsed. Handling the error keeps them and marks them:"),
    ("edit", _VECTOR_YAML, '      . = parse_nginx_log!(.message, "combined")',
     '      parsed, err = parse_nginx_log(.message, "combined")\n'
     "      if err == null { . = parsed } else { .parse_error = err }"),
    ("bash", "vector validate /etc/vector/vector.yaml && sudo systemctl restart vector", out(*_VALIDATED), False),
    ("say", "Validated and restarted; lines that don't parse should now arrive with a `.parse_error` field instead of "
            "logging `Mapping failed with event`."),
    ("user", "로그로테이트 daily로 바뀐 거 확인했어, 됐어. 고마워"),
]

_FONT_WARN = ("warning: unknown font family: libertinus serif", "  ┌─ main.typ:3:18", "  │",
              '3 │ #set text(font: "Libertinus Serif", size: 11pt)', "  │                 ^^^^^^^^^^^^^^^^^^")

TYPST_STEPS: list[Step] = [
    ("user", "Compile my thesis with typst. It was LaTeX before; main.typ is the new entry point and the bib is "
             "shared with my papers in ../shared."),
    ("bash", "typst compile main.typ", out(
        "Exit code 1", "error: failed to load file (access denied)", "   ┌─ main.typ:88:14", "   │",
        '88 │ #bibliography("../shared/refs.bib", style: "ieee")', "   │               ^^^^^^^^^^^^^^^^^^^^", "   │",
        "   = hint: cannot read file outside of project root",
        "   = hint: you can adjust the project root with the --root argument"), True),
    ("bash", "typst compile --root .. main.typ", out(
        "Exit code 1", *_FONT_WARN, "", "error: unknown variable: todo", "   ┌─ chapters/method.typ:41:2", "   │",
        "41 │ #todo[cite the 2019 survey]", "   │  ^^^^"), True),
    ("say", "With the parent directory as root the bibliography loads. `#todo` is a leftover of LaTeX's todonotes; "
            "defining it in main.typ:"),
    ("edit", "/home/ravi/thesis/main.typ", '#set text(font: "Libertinus Serif", size: 11pt)\n',
     '#set text(font: "Libertinus Serif", size: 11pt)\n#let todo(body) = text(fill: red)[TODO: #body]\n'),
    ("bash", "typst compile --root .. main.typ 2>&1 | grep -A3 '^error'", out(
        "error: unknown variable: todo", "   ┌─ chapters/method.typ:41:2", "   │", "41 │ #todo[cite the 2019 survey]"),
     False),
    ("say", "Still unknown: an `#include`d file is evaluated in its own scope and doesn't see main.typ's definitions. "
            "The definition has to live in a module the chapter imports:"),
    ("write", "/home/ravi/thesis/lib.typ", "#let todo(body) = text(fill: red)[TODO: #body]\n"),
    ("edit", "/home/ravi/thesis/chapters/method.typ", "= Method\n", '#import "../lib.typ": todo\n\n= Method\n'),
    ("bash", "typst compile --root .. main.typ && ls -la main.pdf", out(
        *_FONT_WARN, "", "-rw-r--r-- 1 ravi ravi 1843211 Mar 26 19:22 main.pdf"), False),
    ("say", "The PDF builds. The warning means typst falls back to its default font; installing Libertinus should "
            "fix that."),
    ("bash", "sudo apt-get install -y fonts-linuxlibertine > /dev/null && typst fonts | grep -i libertin", out(
        "Linux Biolinum Keyboard O", "Linux Biolinum O", "Linux Libertine Display O", "Linux Libertine Initials O",
        "Linux Libertine Mono O", "Linux Libertine O"), False),
    ("say", "That package is Linux Libertine, the older family Libertinus was forked from, so `Libertinus Serif` is "
            "still missing. The Libertinus OTFs would have to come from the fonts-libertinus package or be passed "
            "with `--font-path`."),
    ("user", "leave the fonts, the fallback is fine for the draft. thanks, the PDF builds"),
]

_PIPE = "/scratch/hkim/rnaseq-pipe"
_PROFILE = f"{_PIPE}/profiles/slurm/config.yaml"
_MIGRATION = (
    "In Snakemake 8 the generic cluster options moved to executor plugins:\n"
    "- `cluster:` / `cluster-status:` → install `snakemake-executor-plugin-slurm` and set `executor: slurm`; "
    "submission and status polling are built in, so status.py is no longer needed.\n"
    "- `use-singularity: true` → `software-deployment-method: apptainer` (CLI: `--sdm apptainer`).\n"
    "- `singularity-args:` → `apptainer-args:`.\n"
    "- Resources: the plugin reads `slurm_partition`, `slurm_account`, `mem_mb`, `cpus_per_task` and `runtime`; "
    "defaults go under `default-resources:`, per-rule values under `set-resources:`.")
_SM_HEAD = ("Using profile profiles/slurm for setting default command line arguments.", "Building DAG of jobs...")

SNAKEMAKE_STEPS: list[Step] = [
    ("user", "Run the rnaseq Snakefile on the cluster through slurm with the apptainer images. Dry-run first."),
    ("bash", "snakemake -n --profile profiles/slurm", out(
        "Exit code 2", "usage: snakemake [-h] [--dry-run] [--profile PROFILE] [--workflow-profile WORKFLOW_PROFILE]",
        "                 [--cache [RULE ...]] [--snakefile FILE] [--cores N] [--jobs N]",
        "snakemake: error: unrecognized arguments: --cluster=sbatch --partition={resources.partition} "
        "--mem={resources.mem_mb} --cpus-per-task={threads} --cluster-status=./status.py --use-singularity "
        "--singularity-args=--bind /scratch"), True),
    ("bash", "snakemake --version && cat profiles/slurm/config.yaml", out(
        "8.20.5", 'cluster: "sbatch --partition={resources.partition} --mem={resources.mem_mb} '
        '--cpus-per-task={threads}"', "cluster-status: ./status.py", "jobs: 100", "use-singularity: true",
        'singularity-args: "--bind /scratch"'), False),
    ("task", "Snakemake 8 profile migration",
     "Snakemake 8.20 rejects our v7 slurm profile (cluster, cluster-status, use-singularity, singularity-args). "
     "Find what each key became in Snakemake 8 and how slurm resources are named now. Report the replacement keys "
     "only.", _MIGRATION),
    ("bash", "pip install -q snakemake-executor-plugin-slurm && pip list 2>/dev/null | grep executor-plugin-slurm", out(
        "snakemake-executor-plugin-slurm         0.11.2", "snakemake-executor-plugin-slurm-jobstep 0.2.1"), False),
    ("write", _PROFILE, 'executor: slurm\njobs: 100\nsoftware-deployment-method: apptainer\n'
                        'apptainer-args: "--bind /scratch"\ndefault-resources:\n  slurm_partition: "standard"\n'
                        "  mem_mb: 4000\n"),
    ("bash", "snakemake -n --profile profiles/slurm", out(
        *_SM_HEAD, "Job stats:", "job              count", "-------------  -------", "all                  1",
        "fastqc              24", "star_align          24", "featurecounts        1", "multiqc              1",
        "total               51", "",
        "This was a dry-run (flag -n). The order of jobs does not reflect the order of execution."), False),
    ("user", "go"),
    ("bash", "snakemake --profile profiles/slurm", out(
        "Exit code 1", *_SM_HEAD, "Using shell: /usr/bin/bash", "Provided remote nodes: 100",
        f"Job 12 has been submitted with SLURM jobid 4410923 (log: {_PIPE}/.snakemake/slurm_logs/rule_star_align/S07/"
        "4410923.log).", "Error in rule star_align:",
        "    message: SLURM-job '4410931' failed, SLURM status is: 'OUT_OF_MEMORY'. For further error details see the "
        "cluster/cluster log and the log files of the involved rule(s).", "    jobid: 19",
        "    output: results/star/S09/Aligned.sortedByCoord.out.bam",
        f"    log: {_PIPE}/.snakemake/slurm_logs/rule_star_align/S09/4410931.log (check log file(s) for error details)",
        "", "Exiting because a job execution failed. Look above for error message",
        "Complete log: .snakemake/log/2025-03-27T074812.551203.snakemake.log"), True),
    ("say", "STAR loads the whole genome index into memory, around 32 GB for human, and the jobs got the 4000 MB "
            "default. Per-rule resources go under `set-resources`:"),
    ("edit", _PROFILE, "  mem_mb: 4000\n",
     "  mem_mb: 4000\nset-resources:\n  star_align:\n    mem_mb: 40000\n    cpus_per_task: 8\n"),
    ("bash", "snakemake --profile profiles/slurm --rerun-incomplete", out(
        *_SM_HEAD, f"Job 19 has been submitted with SLURM jobid 4411207 (log: {_PIPE}/.snakemake/slurm_logs/"
        "rule_star_align/S09/4411207.log).", "Finished job 19.", "Finished job 0.", "27 of 27 steps (100%) done",
        "Complete log: .snakemake/log/2025-03-27T091502.880417.snakemake.log"), False),
    ("user", "multiqc 리포트 열어봤는데 STAR 섹션이 없어"),
    ("bash", "grep -n -A6 '^rule multiqc' Snakefile", out(
        "88:rule multiqc:", "89-    input:", '90-        expand("results/fastqc/{s}_fastqc.zip", s=SAMPLES),',
        '91-        "results/counts/featurecounts.txt.summary",', '92-    output: "results/multiqc/multiqc_report.html"',
        '93-    container: "docker://multiqc/multiqc:v1.25"',
        '94-    shell: "multiqc -f -o results/multiqc results/fastqc results/counts"'), False),
    ("say", "multiqc only scans results/fastqc and results/counts, and STAR's Log.final.out files sit in "
            "results/star/<sample>/. Adding them as inputs and to the scan path:"),
    ("edit", f"{_PIPE}/Snakefile", '        "results/counts/featurecounts.txt.summary",\n',
     '        "results/counts/featurecounts.txt.summary",\n'
     '        expand("results/star/{s}/Log.final.out", s=SAMPLES),\n'),
    ("edit", f"{_PIPE}/Snakefile", "multiqc -f -o results/multiqc results/fastqc results/counts",
     "multiqc -f -o results/multiqc results/fastqc results/counts results/star"),
    ("say", "The next `snakemake --profile profiles/slurm` re-runs multiqc (its inputs changed), and the report should "
            "get a STAR section."),
    ("user", "아 그리고 STAR 메모리 40G로 올린 거 잘 돌아갔어, 됐어. 수고했어"),
]

_READ = 'mpremote exec "import sensors; print(sensors.read_soil())"'

MICROPYTHON_STEPS: list[Step] = [
    ("user", "Flash main.py and sensors.py to the Pico W and check it reads the soil sensor (ADS1115 on I2C)."),
    ("bash", "mpremote connect list", out(
        "/dev/cu.usbmodem1101 e6614c311b7e6f2a 2e8a:0005 MicroPython Board in FS mode",
        "/dev/cu.Bluetooth-Incoming-Port None 0000:0000 None None"), False),
    ("bash", "mpremote cp main.py sensors.py :", out("cp main.py :", "cp sensors.py :"), False),
    ("bash", _READ, out(
        "Exit code 1", "Traceback (most recent call last):", '  File "<stdin>", line 1, in <module>',
        '  File "sensors.py", line 2, in <module>', "ImportError: no module named 'ads1x15'"), True),
    ("say", "The ADS1115 driver isn't on the board. mip can fetch it from GitHub:"),
    ("bash", "mpremote mip install github:robert-hh/ads1x15", out(
        "Install github:robert-hh/ads1x15", "Installing github:robert-hh/ads1x15/package.json to /lib",
        "Installing: /lib/ads1x15.py", "Done"), False),
    ("bash", _READ, out(
        "Exit code 1", "Traceback (most recent call last):", '  File "<stdin>", line 1, in <module>',
        '  File "sensors.py", line 9, in read_soil', '  File "/lib/ads1x15.py", line 141, in read',
        "OSError: [Errno 5] EIO"), True),
    ("bash", 'mpremote exec "from machine import I2C, Pin; print(I2C(0, sda=Pin(0), scl=Pin(1)).scan(), '
             'I2C(0, sda=Pin(4), scl=Pin(5)).scan())"', "[] [72]", False),
    ("say", "Nothing answers on GP0/GP1; the ADS1115 (0x48 = 72) is on GP4/GP5, and sensors.py uses the first pair:"),
    ("edit", "/Users/sofia/hw/plant-monitor/sensors.py", "i2c = I2C(0, sda=Pin(0), scl=Pin(1))",
     "i2c = I2C(0, sda=Pin(4), scl=Pin(5))"),
    ("bash", f"mpremote cp sensors.py : && {_READ}", out("cp sensors.py :", "17342"), False),
    ("user", "17342 in dry soil, and about 8100 when I dip it in water. that's the right range 👍"),
    ("user", "now it should run on its own: when I plug it into a USB charger instead of the laptop, nothing happens"),
    ("bash", "mpremote ls : && mpremote cat main.py | head -5", out(
        "ls :", "         139 boot.py", "           0 lib/", "        1268 main.py", "        1544 sensors.py",
        "import network, time", "from machine import Pin", "import sensors", "from secrets import WIFI_SSID, WIFI_PASS",
        ""), False),
    ("say", "main.py imports `secrets`, which was never copied. Under mpremote nothing imported main.py, so it never "
            "showed; on the charger main.py runs at boot and dies at that import. Copying it:"),
    ("bash", "mpremote cp secrets.py : && mpremote reset", "cp secrets.py :", False),
    ("say", "secrets.py is on the board now; unplug it from the laptop and try the charger again."),
    ("user", "still nothing on the charger. the LED doesn't even blink"),
    ("say", "Then something else stops it before the LED code. I've written a helper that wraps main.py in a "
            "try/except that blinks the LED and writes the traceback to /error.log, so a charger run leaves a trace:"),
    ("write", "/Users/sofia/hw/plant-monitor/tools/fix_autostart.py",
     "# Run with: mpremote run tools/fix_autostart.py\n"
     "# Wraps main.py so a crash at boot blinks the LED and lands in /error.log\n"
     "WRAPPER = '''\nimport sys, machine, time\nled = machine.Pin('LED', machine.Pin.OUT)\ntry:\n    import app\n"
     "except Exception as e:\n    with open('/error.log', 'w') as f:\n        sys.print_exception(e, f)\n"
     "    while True:\n        led.toggle(); time.sleep(0.2)\n'''\nimport os\nos.rename('main.py', 'app.py')\n"
     "with open('main.py', 'w') as f:\n    f.write(WRAPPER)\n"),
    ("user", "ok, I'll run it tomorrow, I'm done for today"),
]

_REPO = "s3:s3.eu-central-003.backblazeb2.com/bart-photos-backup"

RESTIC_STEPS: list[Step] = [
    ("user", "Set up restic backups of /srv/photos to our B2 bucket through its S3 API and take the first snapshot. "
             "restic.env in this dir has the repo and the keys; the repo password is /etc/restic/pass."),
    ("bash", "sudo chmod 600 /etc/restic/pass && ls -l /etc/restic/pass",
     "-rw------- 1 root root 45 Mar 31 06:31 /etc/restic/pass", False),
    ("bash", ". ./restic.env && restic init", out(
        "Exit code 1", "Fatal: reading password from file failed: open /etc/restic/pass: permission denied"), True),
    ("say", "The password file is root's with mode 600 now, and restic runs as bart. Giving bart the file:"),
    ("bash", "sudo chown bart:bart /etc/restic/pass && . ./restic.env && restic init", out(
        "Exit code 1", f"Fatal: create repository at {_REPO} failed: client.BucketExists: The Access Key Id you "
        "provided does not exist in our records."), True),
    ("bash", "grep -o '^export [A-Z_]*' restic.env", out(
        "export RESTIC_REPOSITORY", "export RESTIC_PASSWORD_FILE", "export B2_ACCOUNT_ID", "export B2_ACCOUNT_KEY"),
     False),
    ("say", "The password is read now. The `s3:` backend takes its keys from AWS_ACCESS_KEY_ID and "
            "AWS_SECRET_ACCESS_KEY; B2_ACCOUNT_ID/B2_ACCOUNT_KEY are only read by the `b2:` backend, so restic signed "
            "with nothing. Renaming the variables (same B2 application key values):"),
    ("bash", "sed -i 's/^export B2_ACCOUNT_ID=/export AWS_ACCESS_KEY_ID=/; s/^export B2_ACCOUNT_KEY=/export "
             "AWS_SECRET_ACCESS_KEY=/' restic.env && . ./restic.env && restic init", out(
                 f"created restic repository 4f1a9b2c3d at {_REPO}", "",
                 "Please note that knowledge of your password is required to access",
                 "the repository. Losing your password means that your data is", "irrecoverably lost."), False),
    ("bash", ". ./restic.env && restic backup /srv/photos --exclude-caches --one-file-system", out(
        "Exit code 3", "repository 4f1a9b2c opened (version 2, compression level auto)",
        "created new cache in /home/bart/.cache/restic", "no parent snapshot found, will read all files",
        "error: open /srv/photos/.Trash-1000/files: permission denied", "",
        "Files:       48213 new,     0 changed,     0 unmodified",
        "Dirs:         1822 new,     0 changed,     0 unmodified",
        "Added to the repository: 212.418 GiB (209.902 GiB stored)", "",
        "processed 48213 files, 214.771 GiB in 1:52:08", "snapshot 9e3c1d7a saved",
        "Warning: at least one source file could not be read"), True),
    ("say", "Snapshot 9e3c1d7a is saved; exit code 3 only means some files couldn't be read, here the desktop trash "
            "folder. Excluding trash folders from now on:"),
    ("write", "/home/bart/ops/backup/excludes.txt", "/srv/photos/.Trash-*\n"),
    ("edit", "/home/bart/ops/backup/backup-photos.sh", "restic backup /srv/photos --exclude-caches --one-file-system",
     "restic backup /srv/photos --exclude-caches --one-file-system --exclude-file=/home/bart/ops/backup/excludes.txt"),
    ("user", "great, the snapshot is there, I can see it in the B2 console. thanks!"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        VECTOR: ("/home/minji/infra/log-pipeline", "2025-03-25T02:10:00Z", "main", VECTOR_STEPS),
        TYPST: ("/home/ravi/thesis", "2025-03-26T19:00:00Z", "typst", TYPST_STEPS),
        SNAKEMAKE: (_PIPE, "2025-03-27T07:30:00Z", "slurm-profile", SNAKEMAKE_STEPS),
        MICROPYTHON: ("/Users/sofia/hw/plant-monitor", "2025-03-28T18:00:00Z", "main", MICROPYTHON_STEPS),
        RESTIC: ("/home/bart/ops/backup", "2025-03-31T06:30:00Z", "main", RESTIC_STEPS),
    }
