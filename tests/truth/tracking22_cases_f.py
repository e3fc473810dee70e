"""The cases of the twenty-second tracking corpus, part six: wandb with no API key in a shell without a TTY and
cloudflared without its origin certificate. The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash

# ---------------------------------------------------------------- j: wandb without an API key, no TTY

NOTTY = "api_key not configured (no-tty). call wandb.login(key=[your_api_key])"


def wandb_notty(script: str, line: int, prefix: str = "") -> str:
    return (f"{prefix}wandb: ERROR {NOTTY}\n{prefix}Traceback (most recent call last):\n{prefix}  File \"{script}\", "
            f"line {line}, in <module>\n{prefix}    run = wandb.init(project=args.wandb_project, config=cfg)\n"
            f"{prefix}  File \"/usr/lib/python3.11/site-packages/wandb/sdk/wandb_init.py\", line 1482, in init\n"
            f"{prefix}    wandb._sentry.reraise(e)\n{prefix}wandb.errors.errors.UsageError: {NOTTY}\n")


def wandb_ok(run: str, name: str) -> str:
    return ("wandb: Currently logged in as: priya-r (priya-lab) to https://api.wandb.ai. Use `wandb login --relogin` "
            "to force relogin\nwandb: Tracking run with wandb version 0.22.2\nwandb: Syncing run "
            f"{name}\nwandb: 🚀 View run at https://wandb.ai/priya-lab/seg-finetune/runs/{run}\n")


def lesson_j() -> None:
    cwd = "/home/priya/research/seg-finetune"
    cmd = "python train.py --config configs/baseline.yaml --wandb-project seg-finetune --max-steps 50"
    T.source("s-wandb-key", cwd, "2025-10-15T11:00:00Z", "exp/baseline",
             ("user", "Kick off the baseline fine-tune with W&B logging to the seg-finetune project, a 50-step smoke "
                      "run first. The W&B key is in ~/.secrets/wandb."),
             bash(cmd, wandb_notty(f"{cwd}/train.py", 41), True),
             ("say", "wandb found no API key and, with no terminal to prompt on, gave up. Passing the key through "
                     "the environment for this run."),
             bash(f'export WANDB_API_KEY="$(cat ~/.secrets/wandb)" && {cmd}',
                  wandb_ok("3k9x2q1a", "baseline-smoke") + "step 50/50 loss=0.8123 miou=0.412\nwandb: Run summary:\n"
                  "wandb:   miou 0.412\n"))
    T.lesson("t22-wandb-notty", "global", "en", "s-wandb-key", "env_setup",
             "wandb.init dies in a shell without a TTY when no API key is configured",
             "The training script failed inside wandb.init with \"api_key not configured (no-tty)\".",
             "Adding wandb.login() to the script, which also needs a terminal to prompt on, or turning logging off.",
             "wandb asks for the key interactively when it finds none in WANDB_API_KEY or ~/.netrc; with no TTY it "
             "cannot ask and raises a UsageError.",
             "Give wandb the key before the script starts: `export WANDB_API_KEY=...` in the same command (or the "
             "job script), or run `wandb login <key>` once on the machine so it is stored in ~/.netrc.",
             [f"`{cmd}`", f"`wandb: ERROR {NOTTY}`", "`export WANDB_API_KEY=\"$(cat ~/.secrets/wandb)\"`",
              "`wandb: 🚀 View run at https://wandb.ai/priya-lab/seg-finetune/runs/3k9x2q1a`"])


def later_j() -> None:
    cwd = "/home/priya/research/seg-finetune"
    T.later("l-wandb-login", cwd, "2025-10-19T18:00:00Z", "exp/aug-v2",
            ("user", "Start the aug-v2 run in the background with nohup, I'm closing the laptop."),
            bash('wandb login "$(cat ~/.secrets/wandb)"',
                 "wandb: Appending key for api.wandb.ai to your netrc file: /home/priya/.netrc\n"),
            bash("nohup python train.py --config configs/aug_v2.yaml --wandb-project seg-finetune > runs/aug_v2.log "
                 "2>&1 & sleep 30; grep -m2 'wandb: ' runs/aug_v2.log",
                 "wandb: Currently logged in as: priya-r (priya-lab) to https://api.wandb.ai. Use `wandb login "
                 "--relogin` to force relogin\nwandb: Tracking run with wandb version 0.22.2\n"))
    T.pair("t22-wandb-notty", "l-wandb-login", "applied", "wandb login with the key before the nohup run, which "
           "logs in")
    T.later("l-wandb-sbatch", "/scratch/priya/seg-finetune", "2025-10-24T08:30:00Z", "exp/sweep-lr",
            ("user", "Submit the LR sweep to the cluster as one slurm job."),
            ("write", "/scratch/priya/seg-finetune/jobs/sweep.sbatch",
             "#!/bin/bash\n#SBATCH --job-name=lr-sweep\n#SBATCH --gres=gpu:4\n#SBATCH --time=12:00:00\n\n"
             "export WANDB_API_KEY=$(cat $HOME/.secrets/wandb)\nsource .venv/bin/activate\n"
             "srun python sweep.py --config configs/sweep_lr.yaml --wandb-project seg-finetune\n"),
            bash("sbatch jobs/sweep.sbatch", "Submitted batch job 4418210\n"),
            bash("sleep 180; grep -m2 'wandb: ' slurm-4418210.out",
                 "wandb: Currently logged in as: priya-r (priya-lab) to https://api.wandb.ai. Use `wandb login "
                 "--relogin` to force relogin\nwandb: Tracking run with wandb version 0.22.2\n"))
    T.pair("t22-wandb-notty", "l-wandb-sbatch", "applied", "the job script exports WANDB_API_KEY before the run; "
           "the job logs in")
    T.later("l-wandb-accel-recur", "/home/priya/research/seg-finetune", "2025-10-28T07:15:00Z", "exp/large",
            ("user", "On gpu-07 now. Launch the large config on all 4 GPUs."),
            bash("accelerate launch --num_processes 4 train.py --config configs/large.yaml --wandb-project "
                 "seg-finetune", wandb_notty(f"{cwd}/train.py", 41, "[rank0]: ")
                 + "E1028 07:16:02.118000 1841 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: "
                 "1) local_rank: 0\n", True),
            ("say", "gpu-07 has no W&B key. Exporting it for the launch."),
            bash('export WANDB_API_KEY="$(cat ~/.secrets/wandb)" && accelerate launch --num_processes 4 train.py '
                 "--config configs/large.yaml --wandb-project seg-finetune 2>&1 | head -4",
                 wandb_ok("8m2c0v7d", "large-4gpu")))
    T.pair("t22-wandb-notty", "l-wandb-accel-recur", "recurred", "api_key not configured (no-tty) on gpu-07 from "
           "rank 0, key exported afterwards")
    later_j2()


def later_j2() -> None:
    cwd = "/home/priya/research/seg-finetune"
    T.later("l-wandb-docker-recur", cwd, "2025-11-02T10:00:00Z", "exp/container",
            ("user", "Run the baseline from the new seg-train:0.3 image to check it matches the venv run."),
            bash("docker run --rm --gpus all -v $PWD/data:/data seg-train:0.3 --config configs/baseline.yaml "
                 "--max-steps 50", wandb_notty("/app/train.py", 41), True),
            ("say", "The container doesn't see the host's key. Passing it in with -e."),
            bash('docker run --rm --gpus all -e WANDB_API_KEY="$(cat ~/.secrets/wandb)" -v $PWD/data:/data '
                 "seg-train:0.3 --config configs/baseline.yaml --max-steps 50",
                 wandb_ok("q7w1e5r0", "baseline-docker") + "step 50/50 loss=0.8131 miou=0.411\n"))
    T.pair("t22-wandb-notty", "l-wandb-docker-recur", "recurred", "the same no-tty key error inside the container "
           "before -e WANDB_API_KEY")
    T.later("l-wandb-403", cwd, "2025-11-06T14:20:00Z", "exp/team",
            ("user", "Log this run to the vision-team entity instead of mine."),
            bash("python train.py --config configs/baseline.yaml --wandb-project seg-finetune --wandb-entity "
                 "vision-team --max-steps 50",
                 "wandb: ERROR Error while calling W&B API: permission denied (<Response [403]>)\nTraceback (most "
                 "recent call last):\n  File \"/home/priya/research/seg-finetune/train.py\", line 41, in <module>\n"
                 "wandb.errors.errors.CommError: It appears that you do not have permission to access the requested "
                 "resource. Please reach out to the project owner to grant you access. (Error 403: Forbidden)\n",
                 True),
            ("say", "Your W&B user isn't a member of vision-team, so the API refuses the run. Someone on that team "
                    "has to invite you."),
            ("user", "OK, log it to mine for now."),
            bash("python train.py --config configs/baseline.yaml --wandb-project seg-finetune --max-steps 50",
                 wandb_ok("z0x9c8v7", "baseline-smoke-2")))
    T.pair("t22-wandb-notty", "l-wandb-403", "neither", "a 403 for an entity the user can't write to, not a "
           "missing key; no key set in the session")
    T.later("l-wandb-disabled", cwd, "2025-11-10T09:00:00Z", "fix/dataloader",
            ("user", "Quick 5-step smoke test of the new dataloader, no logging."),
            bash("WANDB_MODE=disabled python train.py --config configs/baseline.yaml --max-steps 5",
                 "step 5/5 loss=1.9021 miou=0.031\n"))
    T.pair("t22-wandb-notty", "l-wandb-disabled", "neither", "wandb disabled for a smoke test; no key and no "
           "failure")


# ---------------------------------------------------------------- k: cloudflared without cert.pem

def cfd_no_cert(stamp: str) -> str:
    return (f"{stamp} ERR Cannot determine default origin certificate path. No file cert.pem in [~/.cloudflared "
            "~/.cloudflare-warp ~/cloudflare-warp /etc/cloudflared /usr/local/etc/cloudflared]. You need to specify "
            "the origin certificate path by specifying the origincert option in the configuration file, or set "
            "TUNNEL_ORIGIN_CERT environment variable originCertPath=\n")


TUNNEL_ID = "6f1c2d3e-4a5b-4c7d-8e9f-0a1b2c3d4e5f"


def lesson_k() -> None:
    cwd = "/home/sven/homelab"
    T.source("s-cfd-origincert", cwd, "2025-10-16T19:00:00Z", "main",
             ("user", "Create a named cloudflared tunnel 'homelab' for the grafana box and route grafana.svenlab.dev "
                      "to it."),
             bash("cloudflared tunnel create homelab", cfd_no_cert("2025-10-16T19:00:42Z"), True),
             ("say", "This machine was never logged in to Cloudflare, so there is no cert.pem. `cloudflared tunnel "
                     "login` prints a URL: please open it and pick the svenlab.dev zone."),
             bash("cloudflared tunnel login",
                  "Please open the following URL and log in with your Cloudflare account:\n\n"
                  "https://dash.cloudflare.com/argotunnel?aud=&callback=https%3A%2F%2Flogin.cloudflareaccess.org%2F"
                  "kq3Xp\n\nLeave cloudflared running to download the cert automatically.\nYou have successfully "
                  "logged in.\nIf you wish to copy your credentials to a server, they have been saved to:\n"
                  "/home/sven/.cloudflared/cert.pem\n"),
             bash("cloudflared tunnel create homelab && cloudflared tunnel route dns homelab grafana.svenlab.dev",
                  f"Tunnel credentials written to /home/sven/.cloudflared/{TUNNEL_ID}.json. cloudflared chose this "
                  "file based on where your origin certificate was found. Keep this file secret. To revoke these "
                  f"credentials, delete the tunnel.\n\nCreated tunnel homelab with id {TUNNEL_ID}\n"
                  "2025-10-16T19:03:10Z INF Added CNAME grafana.svenlab.dev which will route to this tunnel "
                  f"tunnelID={TUNNEL_ID}\n"))
    T.lesson("t22-cfd-origincert", "global", "en", "s-cfd-origincert", "env_setup",
             "cloudflared tunnel management commands fail without the origin certificate",
             "`cloudflared tunnel create homelab` failed with \"Cannot determine default origin certificate path. "
             "No file cert.pem in …\".",
             "Creating a config.yml with only the tunnel and credentials, which does not help create, list or "
             "route tunnels.",
             "Creating, listing, deleting and routing named tunnels act on the account, so cloudflared needs the "
             "cert.pem that tunnel login downloads; it only looks in a few default folders unless told otherwise.",
             "Run `cloudflared tunnel login` once on the machine (it saves ~/.cloudflared/cert.pem), or point at a "
             "cert copied from elsewhere with `TUNNEL_ORIGIN_CERT`, `--origincert` or `origincert:` in the config "
             "file.",
             ["`cloudflared tunnel create homelab`",
              "`Cannot determine default origin certificate path. No file cert.pem in`", "`cloudflared tunnel login`",
              "`/home/sven/.cloudflared/cert.pem`"])
