"""The eighteenth tracking corpus, lessons K and L: DVC without a default remote, transformers loading a gated Hugging
Face model without logging in. The labelling rules are in tracking18_cases.py."""
from __future__ import annotations

from tests.truth.tracking18_cases import edit, fail, later, lesson, ok, pair, read, say, source, user, write

# --- K: dvc pull / push with no default remote ------------------------------------------------------------------


def dvc_err(verb: str, repo: str) -> str:
    return (f"Exit code 1\nERROR: failed to {verb} data {'from' if verb == 'pull' else 'to'} the cloud - config file "
            f"error: no remote specified in {repo}/.dvc/config. Setup default remote with\n"
            f"    dvc remote default <remote name>\nor use:\n    dvc {verb} -r <remote name>")


def lesson_k() -> None:
    source("s-dvc", "/home/dev/churn-model", "2026-02-14T09:00:00Z", "main",
           user("Pull the data and rerun the training pipeline."),
           fail("dvc pull", dvc_err("pull", "/home/dev/churn-model")),
           ok("dvc remote list", "storage\ts3://ml-artifacts/churn-model"),
           say("The remote exists but none is set as the default (the config line was lost when .dvc/config was "
               "regenerated)."),
           ok("dvc remote default storage", ""),
           ok("dvc pull", "A       data/raw/customers.csv\nA       data/raw/events.parquet\n2 files added and 3 files "
              "fetched"),
           ok("dvc repro", "Running stage 'featurize':\n> python src/featurize.py\nRunning stage 'train':\n"
              "> python src/train.py\nauc=0.871\nUpdating lock file 'dvc.lock'\n\nTo track the changes with git, run:"
              "\n\n\tgit add dvc.lock\n\nUse `dvc push` to send your updates to remote storage."))
    lesson("t18-dvc-remote", "project", "en", "s-dvc", "workflow",
           "dvc pull and push fail when the repository has no default remote",
           "`dvc pull` stops with `config file error: no remote specified in .../.dvc/config. Setup default remote "
           "with`.",
           "Relying on a remote that is only listed in .dvc/config (from `dvc remote add` without `-d`), with no "
           "`core.remote` set.",
           "DVC needs a named remote for data transfer; without `core.remote` in the config and without `-r`, it "
           "has nowhere to pull from or push to.",
           "Set the default remote: `dvc remote default storage` (or `dvc remote add -d <name> <url>` for a new one, "
           "`remote = storage` under `[core]` in .dvc/config), or pass `-r storage` to each pull/push/fetch.",
           ["`dvc pull` failed: `ERROR: failed to pull data from the cloud - config file error: no remote specified "
            "in /home/dev/churn-model/.dvc/config.`",
            "`dvc remote default storage`, then `dvc pull` printed `2 files added and 3 files fetched`"])


def later_k() -> None:
    later("l-dvc-new", "/home/dev/fraud-model", "2026-03-03T09:00:00Z", "main",
          user("Put the fraud-model data under DVC with the GCS bucket gs://ml-artifacts-eu/fraud as storage."),
          ok("dvc init -q && dvc add data/transactions.parquet",
             "To track the changes with git, run:\n\n\tgit add data/transactions.parquet.dvc data/.gitignore"),
          ok("dvc remote add -d gcsstore gs://ml-artifacts-eu/fraud", "Setting 'gcsstore' as a default remote."),
          ok("dvc push", "1 file pushed"))
    later("l-dvc-r", "/home/dev/churn-model", "2026-03-05T10:00:00Z", "exp/lightgbm",
          user("Get the data for the lightgbm experiment branch."),
          ok("dvc pull -r storage", "A       data/raw/customers.csv\nA       data/raw/events.parquet\n2 files added"))
    later("l-dvc-config", "/home/dev/vision-labels", "2026-03-07T11:00:00Z", "main",
          user("Fetch the labelled images from the NAS remote (it's already in .dvc/config as nas)."),
          read("/home/dev/vision-labels/.dvc/config", "['remote \"nas\"']\n    url = /mnt/nas/dvc/vision-labels\n"),
          edit("/home/dev/vision-labels/.dvc/config", "['remote \"nas\"']\n",
               "[core]\n    remote = nas\n['remote \"nas\"']\n"),
          ok("dvc fetch && dvc checkout", "12040 files fetched\nA       data/images/"))
    later("l-dvc-push", "/home/dev/fraud-model", "2026-03-09T15:00:00Z", "retrain-march",
          user("Push the retrained model artefacts."),
          fail("dvc push", dvc_err("push", "/home/dev/fraud-model")),
          ok("dvc remote list && dvc remote default gcsstore", "gcsstore\tgs://ml-artifacts-eu/fraud"),
          ok("dvc push", "3 files pushed"))
    later("l-dvc-gitlab", "/home/dev/churn-model", "2026-03-11T08:30:00Z", "ci/gitlab",
          user("The train job on GitLab failed:\n\n```\n$ dvc pull\nERROR: failed to pull data from the cloud - "
               "config file error: no remote specified in /builds/ml/churn-model/.dvc/config. Setup default remote "
               "with\n    dvc remote default <remote name>\n```\nThe runner uses the repo's config, what's missing?"),
          ok("git show HEAD:.dvc/config", "['remote \"storage\"']\n    url = s3://ml-artifacts/churn-model"),
          say("The committed .dvc/config has no `[core] remote`; your local default lives in .dvc/config.local, which "
              "is not committed."))
    later("l-dvc-creds", "/home/dev/churn-model", "2026-03-13T09:00:00Z", "main",
          user("dvc pull fails on the new laptop."),
          fail("dvc pull", "Exit code 1\nERROR: unexpected error - Unable to locate credentials\n\nHaving any "
               "troubles? Hit us up at https://dvc.org/support, we are always happy to help!"),
          ok("AWS_PROFILE=ml dvc pull", "A       data/raw/customers.csv\nA       data/raw/events.parquet\n2 files added"))
    later("l-dvc-add-only", "/home/dev/speech-model", "2026-03-15T10:00:00Z", "main",
          user("Register the team's S3 bucket as a DVC remote for speech-model. Don't push yet, storage costs are "
               "being reviewed."),
          ok("dvc remote add storage s3://ml-artifacts/speech-model", ""),
          say("Added the `storage` remote; nothing pushed or pulled."))
    later("l-dvc-early", "/home/dev/churn-model", "2026-02-02T09:00:00Z", "main",
          user("Pull the data."),
          fail("dvc pull", dvc_err("pull", "/home/dev/churn-model")),
          ok("dvc pull -r storage", "2 files added"))

    pair("t18-dvc-remote", "l-dvc-new", "applied", "remote added with -d (default) before the first push")
    pair("t18-dvc-remote", "l-dvc-r", "applied", "per-command spelling: dvc pull -r storage; no error")
    pair("t18-dvc-remote", "l-dvc-config", "applied", "config file spelling: [core] remote = nas written before fetch")
    pair("t18-dvc-remote", "l-dvc-push", "recurred", "same error from dvc push in another repo; default set after it")
    pair("t18-dvc-remote", "l-dvc-gitlab", "recurred", "the person pastes the GitLab job log holding the error")
    pair("t18-dvc-remote", "l-dvc-creds", "neither", "look-alike: dvc pull fails for missing AWS credentials")
    pair("t18-dvc-remote", "l-dvc-add-only", "neither",
         "preparatory half only: remote added without -d, never made default, nothing pulled or pushed")
    pair("t18-dvc-remote", "l-dvc-early", "neither", "starts before the lesson's source session")


# --- L: a gated Hugging Face model without a token ------------------------------------------------------------


def gated(model: str, script: str = "eval.py") -> str:
    return (f"Exit code 1\nTraceback (most recent call last):\n  File \"/home/dev/summarizer/{script}\", line 41, in "
            "<module>\n    model = AutoModelForCausalLM.from_pretrained(args.model)\n"
            "huggingface_hub.errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-67a1b2c3-4d5e6f708192)\n\n"
            f"Cannot access gated repo for url https://huggingface.co/{model}/resolve/main/config.json.\n"
            f"Access to model {model} is restricted. You must have access to it and be authenticated to access it. "
            "Please log in.\n\nThe above exception was the direct cause of the following exception:\n\n"
            f"OSError: You are trying to access a gated repo.\nMake sure to have access to it at "
            f"https://huggingface.co/{model}.\n401 Client Error. (Request ID: Root=1-67a1b2c3-4d5e6f708192)")


HF_LOGIN = ("Token is valid (permission: read).\nYour token has been saved to /home/dev/.cache/huggingface/token\n"
            "Login successful")


def lesson_l() -> None:
    source("s-hf", "/home/dev/summarizer", "2026-02-16T10:00:00Z", "main",
           user("Run the eval with meta-llama/Llama-3.2-1B instead of distilbart."),
           fail("python eval.py --model meta-llama/Llama-3.2-1B", gated("meta-llama/Llama-3.2-1B")),
           say("The model is gated: downloads need an authenticated account that has accepted its licence."),
           user("My account is approved. The token is in ~/hf-token."),
           ok("huggingface-cli login --token \"$(cat ~/hf-token)\"", HF_LOGIN),
           ok("python eval.py --model meta-llama/Llama-3.2-1B",
              "config.json: 100%|██████████| 843/843 [00:00<00:00, 2.1MB/s]\nmodel.safetensors: 100%|██████████| "
              "2.47G/2.47G [00:41<00:00, 60.2MB/s]\nrouge1=0.412 rouge2=0.187 rougeL=0.298"))
    lesson("t18-hf-gated", "global", "en", "s-hf", "env_setup",
           "from_pretrained on a gated Hugging Face model fails with 401 until the environment is logged in",
           "`from_pretrained` raises `OSError: You are trying to access a gated repo.` with a `401 Client Error` "
           "(`GatedRepoError`).",
           "Loading a gated model (Llama, Gemma, Mistral, …) in a shell or container where no Hugging Face token is "
           "configured, even though the account on the website was approved.",
           "Gated repositories only serve files to authenticated requests from approved accounts; the environment "
           "sends no token.",
           "Authenticate the environment: `huggingface-cli login` (or `hf auth login`), or set `HF_TOKEN` for the "
           "process, or pass `token=` to `from_pretrained`.",
           ["`python eval.py --model meta-llama/Llama-3.2-1B` failed: `OSError: You are trying to access a gated "
            "repo.` after `huggingface_hub.errors.GatedRepoError: 401 Client Error.`",
            "after `huggingface-cli login --token \"$(cat ~/hf-token)\"` the eval downloaded the model and printed "
            "`rouge1=0.412`"])


def later_l() -> None:
    later("l-hf-env", "/home/dev/summarizer", "2026-03-03T10:00:00Z", "exp/gemma",
          user("Fine-tune google/gemma-2-2b on the summaries for one epoch."),
          ok("HF_TOKEN=$(cat ~/hf-token) python finetune.py --model google/gemma-2-2b --epochs 1",
             "config.json: 100%|██████████| 818/818\nmodel-00001-of-00002.safetensors: 100%|██████████| 4.99G/4.99G\n"
             "{'loss': 1.842, 'epoch': 1.0}\nsaved to out/gemma-2-2b-sum"))
    later("l-hf-hfcli", "/home/dev/chatbot", "2026-03-05T09:00:00Z", "main",
          user("New GPU box. Set it up and check that Llama-3.2-3B-Instruct loads (token in ~/hf-token)."),
          ok("pip install -q -U huggingface_hub transformers && hf auth login --token \"$(cat ~/hf-token)\"",
             "Login successful.\nThe current active token is: `gpu-box`"),
          ok("python -c \"from transformers import AutoModelForCausalLM as M; "
             "M.from_pretrained('meta-llama/Llama-3.2-3B-Instruct'); print('ok')\"", "ok"))
    later("l-hf-mistral", "/home/dev/summarizer", "2026-03-07T14:00:00Z", "exp/mistral",
          user("Try mistralai/Mistral-7B-v0.3 in the eval, in the fresh conda env."),
          fail("conda run -n eval2 python eval.py --model mistralai/Mistral-7B-v0.3", gated("mistralai/Mistral-7B-v0.3")),
          ok("conda run -n eval2 huggingface-cli login --token \"$(cat ~/hf-token)\"", HF_LOGIN),
          ok("conda run -n eval2 python eval.py --model mistralai/Mistral-7B-v0.3", "rouge1=0.431 rougeL=0.311"))
    later("l-hf-typo", "/home/dev/summarizer", "2026-03-09T11:00:00Z", "exp/mistral",
          user("Run the eval with the newer Mistral."),
          fail("python eval.py --model mistralai/Mistral-7B-v0.4",
               "Exit code 1\nhuggingface_hub.errors.RepositoryNotFoundError: 404 Client Error.\n\nRepository Not "
               "Found for url: https://huggingface.co/mistralai/Mistral-7B-v0.4/resolve/main/config.json.\n\n"
               "OSError: mistralai/Mistral-7B-v0.4 is not a local folder and is not a valid model identifier listed "
               "on 'https://huggingface.co/models'\nIf this is a private repository, make sure to pass a token having "
               "permission to this repo either by logging in with `huggingface-cli login` or by passing "
               "`token=<your_token>`"),
          say("There is no v0.4 of that model; the newest base model is v0.3."),
          ok("python eval.py --model mistralai/Mistral-7B-v0.3", "rouge1=0.431 rougeL=0.311"))
    later("l-hf-padding", "/home/dev/summarizer", "2026-03-11T10:00:00Z", "fix/padding",
          user("Batched generation with Llama gives garbage for short inputs. We're logged in to HF already, so it's "
               "not the gated-model thing. Fix the padding."),
          edit("/home/dev/summarizer/eval.py", "tok = AutoTokenizer.from_pretrained(args.model)\n",
               "tok = AutoTokenizer.from_pretrained(args.model, padding_side=\"left\")\n"
               "tok.pad_token = tok.pad_token or tok.eos_token\n"),
          ok("python eval.py --model meta-llama/Llama-3.2-1B --batch-size 8", "rouge1=0.418 rouge2=0.190 rougeL=0.301"))
    later("l-hf-docker", "/home/dev/summarizer", "2026-03-13T16:00:00Z", "deploy/docker",
          user("Run the eval inside the docker image we ship."),
          ok("huggingface-cli login --token \"$(cat ~/hf-token)\"", HF_LOGIN),
          fail("docker run --rm --gpus all summarizer:latest python eval.py --model meta-llama/Llama-3.2-1B",
               gated("meta-llama/Llama-3.2-1B").replace("/home/dev/summarizer/", "/app/")),
          say("The login is on the host; the container has no token. Passing it in."),
          ok("docker run --rm --gpus all -e HF_TOKEN=\"$(cat ~/hf-token)\" summarizer:latest python eval.py --model "
             "meta-llama/Llama-3.2-1B", "rouge1=0.412 rouge2=0.187 rougeL=0.298"))
    later("l-hf-logfile", "/home/dev/summarizer", "2026-03-15T09:00:00Z", "main",
          user("The overnight training run didn't produce a checkpoint, look at logs/train-2026-03-14.log."),
          ok("tail -n 6 logs/train-2026-03-14.log", gated("meta-llama/Llama-3.1-8B", "train.py")[len("Exit code 1\n"):]),
          say("The cron job runs as the `ml` user, which has never logged in to Hugging Face."))

    pair("t18-hf-gated", "l-hf-env", "applied", "env var spelling: HF_TOKEN set for the run of a gated model")
    pair("t18-hf-gated", "l-hf-hfcli", "applied", "newer CLI spelling: hf auth login before loading the gated model")
    pair("t18-hf-gated", "l-hf-mistral", "recurred", "same gated 401 for another model in another env; login after it")
    pair("t18-hf-gated", "l-hf-typo", "neither",
         "look-alike: 404 repository not found (typo); its message even suggests huggingface-cli login")
    pair("t18-hf-gated", "l-hf-padding", "neither", "padding fix; the gated-model login only mentioned in the prompt")
    pair("t18-hf-gated", "l-hf-docker", "recurred",
         "login done on the host, then the gated 401 still appears inside the container")
    pair("t18-hf-gated", "l-hf-logfile", "recurred", "the gated 401 error is read from a training log file")
