"""The tenth corpus's labelled lessons, first part: numpy-abi, jupyter-kernel, conda-run, torch-driver. Labels
were written from the session text first; a lesson whose label the session left open was dropped."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _numpy() -> list[Rec]:
    s = "numpy-abi"
    return [
        gotcha("c10-np-1", s, title="pandas 1.5 C extensions die on import under NumPy 2",
               symptom="import pandas raises a dtype size ValueError", trap="upgrading pip changes nothing",
               cause="pandas 1.5.3 wheels are compiled against the NumPy 1.x C API",
               workaround="pin numpy<2 (or move to pandas >= 2.2.2)",
               evidence="`.venv/bin/python scripts/report.py` died with `ValueError: numpy.dtype size changed, may "
                        "indicate binary incompatibility` (numpy 2.1.3 under pandas 1.5.3); "
                        "`.venv/bin/pip install \"numpy<2\"` → `Successfully installed numpy-1.26.4`, then the same "
                        "command printed `wrote reports/2026-11-30.csv (4812 rows)`.",
               ev="real", fix="shown", cls="fix_ran", category="env_setup",
               why="the report fails twice with the dtype error; the numpy<2 install runs and the same report "
                   "command then writes 4812 rows",
               phrasing=["code spans", "arrow", "quote inside span"],
               st={"failure": "Expected 96 from C header, got 88 from PyObject",
                   "fix": ".venv/bin/pip install \"numpy<2\"", "evidence": "wrote reports/2026-11-30.csv (4812 rows)"}),
        gotcha("c10-np-2", s, title="A pip self-upgrade clears the pandas/NumPy dtype mismatch",
               symptom="numpy.dtype size changed on import pandas", trap="reinstalling pandas",
               cause="an old pip resolved an incompatible wheel", workaround="upgrade pip first, then rerun",
               evidence="Upgrading pip was enough: after `.venv/bin/pip install --upgrade pip` "
                        "(`Successfully installed pip-24.3.1`) the report script ran again.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="a fix credited to the wrong command: the report run right after the pip upgrade fails with "
                   "the same dtype error; only numpy<2 fixed it",
               phrasing=["prose", "code spans", "outcome claim"],
               st={"evidence": "Successfully installed pip-24.3.1"}),
        gotcha("c10-np-3", s, title="Binary incompatibility message from pandas' interval module",
               symptom="pandas/_libs/interval.pyx fails to initialise", trap="reading it as a pandas bug",
               cause="NumPy 2 under a pandas built for NumPy 1", workaround="numpy<2",
               evidence="init pandas._libs.interval: `Expected 88 from C header, got 96 from PyObject`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the quote swaps the two sizes: the session says Expected 96 from C header, got 88 from PyObject",
               phrasing=["code span", "altered numbers"],
               st={"evidence": "init pandas._libs.interval"}),
        knowledge("c10-np-4", s, title="requirements.txt carries numpy<2 next to the pandas 1.5.3 pin",
                  situation="pandas is held at 1.5.3 in the reports project",
                  approach="keep the NumPy upper bound in requirements.txt beside the pandas pin",
                  rationale="a fresh install would otherwise pull NumPy 2 and break the import again",
                  evidence="Tras el arreglo se fijó `numpy<2` en requirements.txt junto a `pandas==1.5.3`; "
                           "`git diff --stat` mostró `1 file changed, 1 insertion(+), 1 deletion(-)`.",
                  ev="real", cls="knowledge", category="project_convention",
                  why="the Edit of requirements.txt and the git diff --stat result",
                  phrasing=["Spanish", "code spans"],
                  st={"evidence": "1 file changed, 1 insertion(+), 1 deletion(-)"}),
        gotcha("c10-np-5", s, title="pandas must be force-reinstalled after pinning NumPy down",
               symptom="dtype size error persists after a NumPy downgrade", trap="downgrading NumPy alone",
               cause="stale compiled pandas extensions", workaround="reinstall pandas after numpy<2",
               evidence="pip list showed `numpy 2.1.3` and `pandas 1.5.3`; the fix also needed "
                        "`pip install --force-reinstall pandas==1.5.3` before the report wrote its CSV.",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no pandas reinstall is in the session: the report passes right after numpy<2 alone",
               phrasing=["prose", "code spans", "invented step"],
               st={"evidence": "pandas             1.5.3"}),
    ]


def _jupyter() -> list[Rec]:
    s = "jupyter-kernel"
    return [
        gotcha("c10-nb-1", s, title="nbconvert runs notebooks on base's python3 kernel, not the active env",
               symptom="ModuleNotFoundError in a notebook for a package the env has",
               trap="installing the package again in the env",
               cause="the only kernelspec launches /opt/conda/bin/python",
               workaround="register the env as a kernel and pass --ExecutePreprocessor.kernel_name",
               evidence="- `jupyter nbconvert --to notebook --execute notebooks/clean_sales.ipynb` → "
                        "ModuleNotFoundError: No module named 'polars' although polars printed 1.14.0 in the shell\n"
                        "- `jupyter kernelspec list` listed only python3\n"
                        "- after `python -m ipykernel install --user --name etl-env` the run with "
                        "`--ExecutePreprocessor.kernel_name=etl-env` wrote `Writing 48213 bytes to /tmp/out.ipynb`",
               ev="real", fix="shown", cls="rerun_passes", category="env_setup", group="c10-nb-kernel",
               why="the nbconvert run fails on polars; the kernel is installed; the same nbconvert with the "
                   "kernel name writes the output",
               phrasing=["bullet list", "arrow", "code spans"],
               st={"failure": "ModuleNotFoundError: No module named 'polars'",
                   "fix": "python -m ipykernel install --user --name etl-env",
                   "evidence": "Writing 48213 bytes to /tmp/out.ipynb"}),
        gotcha("c10-nb-2", s, title="jupyter kernelspec list breaks when the kernel's env lacks a package",
               symptom="kernelspec list raises", trap="trusting the kernel list",
               cause="kernelspec imports the kernel's modules", workaround="install the kernel from the env",
               evidence="`jupyter kernelspec list` itself failed with `ModuleNotFoundError: No module named 'polars'`.",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="the error belongs to the nbconvert run; kernelspec list succeeded and printed Available kernels",
               phrasing=["code spans", "error moved to another call"],
               st={"evidence": "Available kernels:"}),
        knowledge("c10-nb-3", s, title="The stock python3 kernelspec points at /opt/conda/bin/python",
                  situation="notebooks executed headless on a conda machine with several envs",
                  approach="read kernel.json of the kernel nbconvert will use before blaming the env",
                  rationale="the kernel's argv decides the interpreter, not the shell's active env",
                  evidence="Le seul kernel, python3, lance `/opt/conda/bin/python` (voir son kernel.json, "
                           "`ipykernel_launcher`), pas l'env etl-env où polars est installé.",
                  ev="real", cls="knowledge", category="env_setup", scope="global",
                  why="the kernelspec list and the cat of kernel.json",
                  phrasing=["French", "code spans"],
                  st={"evidence": "\"/opt/conda/bin/python\""}),
        gotcha("c10-nb-4", s, title="Headless notebook execution times out without a longer cell timeout",
               symptom="nbconvert stops mid-notebook", trap="default ExecutePreprocessor settings",
               cause="a long cell", workaround="raise the timeout and name the kernel",
               evidence="clean_sales.ipynb also needed `--ExecutePreprocessor.timeout=600` before nbconvert wrote "
                        "`/tmp/out.ipynb`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no timeout flag appears anywhere; only the kernel_name flag was added",
               phrasing=["prose", "invented flag"],
               st={"evidence": "Writing 48213 bytes"}),
        gotcha("c10-nb-5", s, title="CI notebook job must name the etl-env kernel too",
               symptom="the CI notebook step fails on a missing module", trap="fixing it only locally",
               cause="the workflow ran nbconvert without a kernel name",
               workaround="add --ExecutePreprocessor.kernel_name=etl-env to the workflow's nbconvert line",
               evidence="Edit of .github/workflows/nb.yml (adds `--ExecutePreprocessor.kernel_name=etl-env`), "
                        "committed as `ci: run notebooks on the etl-env kernel`; user: \"pushed it and the CI job "
                        "is green now\"",
               ev="real", fix="shown", cls="person_confirms", category="build_config", group="c10-nb-kernel",
               why="the workflow edit and commit, and the person's next prompt saying the CI job is green",
               phrasing=["tool notation", "quoted user", "code spans"],
               st={"failure": "ModuleNotFoundError: No module named 'polars'",
                   "fix": "/home/mara/sales/.github/workflows/nb.yml", "evidence": "the CI job is green now"}),
    ]


def _conda() -> list[Rec]:
    s = "conda-run"
    return [
        gotcha("c10-cd-1", s, title="conda activate inside an agent's Bash call needs conda run instead",
               symptom="CondaError: Run 'conda init' before 'conda activate'",
               trap="running conda init and retrying", cause="each call is a fresh non-interactive shell",
               workaround="conda run -n <env> <command>",
               evidence="Bash(conda activate geo && python scripts/tiles.py --zoom 12) → Exit code 1 "
                        "`CondaError: Run 'conda init' before 'conda activate'`; "
                        "Bash(conda run -n geo python scripts/tiles.py --zoom 12) got past it and, once rasterio "
                        "came from conda-forge, printed `rendered 4096 tiles into out/z12`.",
               ev="real", fix="shown", cls="fix_ran", scope="global", group="c10-conda",
               why="activate fails twice; conda run gets past the CondaError and the last conda run renders",
               phrasing=["tool notation", "exit code", "arrow"],
               st={"failure": "CondaError: Run 'conda init' before 'conda activate'",
                   "fix": "conda run -n geo python scripts/tiles.py --zoom 12",
                   "evidence": "rendered 4096 tiles into out/z12"}),
        gotcha("c10-cd-2", s, title="conda init only edits .bashrc for the next shell",
               symptom="conda activate still refused after conda init",
               trap="expecting conda init to act in the same session",
               cause="the hook lands in ~/.bashrc, read by new interactive shells",
               workaround="run conda init bash and reopen the shell",
               evidence="`conda init bash` modified /home/jiwoo/.bashrc and said `For changes to take effect, close "
                        "and re-open your current shell.`",
               ev="real", fix="not_shown", cls="rerun_still_fails", scope="global", group="c10-conda",
               why="conda init ran (exit 0) and the very next activate failed the same way; no reopened shell",
               phrasing=["code spans", "prose"],
               st={"failure": "CondaError: Run 'conda init' before 'conda activate'", "fix": "conda init bash",
                   "evidence": "For changes to take effect"}),
        gotcha("c10-cd-3", s, title="rasterio from pip against conda-forge libgdal cannot load libgdal.so.34",
               symptom="ImportError: libgdal.so.34 on import rasterio", trap="pip installing rasterio into a conda env",
               cause="the pip wheel expects another GDAL than the env's conda-forge libgdal",
               workaround="conda install -n geo -c conda-forge rasterio",
               evidence="pip로 깔린 rasterio 1.4.1 이 conda-forge 의 libgdal 3.9.2 와 안 맞아서 "
                        "`ImportError: libgdal.so.34: cannot open shared object file` 발생 → "
                        "`conda install -n geo -c conda-forge rasterio --yes` 후 재실행하니 "
                        "`rendered 4096 tiles into out/z12`, 사용자도 오 됐다 라고 함.",
               ev="real", fix="shown", cls="fix_ran", category="env_setup",
               why="conda run fails on libgdal.so.34; conda list shows pypi rasterio; the conda-forge install runs "
                   "and the rerun renders; the person says it worked",
               phrasing=["Korean", "arrow", "code spans"],
               st={"failure": "ImportError: libgdal.so.34", "fix": "conda install -n geo -c conda-forge rasterio --yes",
                   "evidence": "rendered 4096 tiles into out/z12"}),
        gotcha("c10-cd-4", s, title="conda run cannot find an env created under a custom prefix",
               symptom="conda run -n geo refuses the env name", trap="passing -n for a prefix env",
               cause="prefix envs have no name", workaround="conda run -p /opt/conda/envs/geo",
               evidence="`conda run -n geo` first failed with `EnvironmentLocationNotFound: Not a conda "
                        "environment: /opt/conda/envs/geo`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="no EnvironmentLocationNotFound anywhere: the first conda run failed on libgdal.so.34",
               phrasing=["code spans", "invented error"],
               st={"evidence": "conda run -n geo python scripts/tiles.py"}),
        gotcha("c10-cd-5", s, title="conda init bash makes conda activate work in the agent shell",
               symptom="CondaError before conda activate", trap="using conda run",
               cause="conda's shell hook was missing", workaround="conda init bash once",
               evidence="conda init bash exited 0 (modified /home/jiwoo/.bashrc) and right after it "
                        "conda activate geo && python scripts/tiles.py --zoom 12 went through",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the activate right after conda init failed again with the same CondaError",
               phrasing=["plain prose without quotes", "outcome reversed"],
               st={"evidence": "modified      /home/jiwoo/.bashrc"}),
        knowledge("c10-cd-6", s, title="conda list shows where each geo package came from",
                  situation="an import error inside a conda env", approach="check the channel column of conda list",
                  rationale="both libgdal and rasterio were listed from conda-forge, so the mismatch had to be in the "
                            "Python version",
                  evidence="conda list -n geo | grep -E 'gdal|rasterio' listed libgdal 3.9.2 and rasterio 1.4.1, both "
                           "from conda-forge",
                  ev="invented", cls="names_false_claim", category="debugging_technique",
                  why="conda list shows rasterio from pypi (pypi_0 pypi), not conda-forge; that was the mismatch",
                  phrasing=["prose", "false state"],
                  st={"evidence": "pypi_0    pypi"}),
    ]


def _torch() -> list[Rec]:
    s = "torch-driver"
    return [
        gotcha("c10-tc-1", s, title="A cu124 torch wheel on driver 470 silently falls back to CPU",
               symptom="training is slow; torch.cuda.is_available() is False", trap="trusting the cuda/cpu switch",
               cause="driver 470 supports CUDA 11.4; the wheel needs 12.4",
               workaround="install the cu118 build of torch 2.5.1 (or upgrade the driver)",
               evidence="Driver 470.239.06 vs `2.5.1+cu124 12.4 False`: torch warns `The NVIDIA driver on your "
                         "system is too old (found version 11040)`. Fix: reinstall with "
                         "`--index-url https://download.pytorch.org/whl/cu118` (declined for now: 2GB download).",
               ev="real", fix="not_shown", cls="only_suggested", category="env_setup", group="c10-torch",
               why="the cu118 reinstall is only proposed; the person refuses it and asks ops for a driver upgrade",
               phrasing=["code spans", "colon-separated outcome"],
               st={"failure": "The NVIDIA driver on your system is too old (found version 11040)",
                   "fix": "--index-url https://download.pytorch.org/whl/cu118",
                   "evidence": "don't reinstall torch now"}),
        knowledge("c10-tc-2", s, title="torch.cuda.is_available() reports a driver mismatch only as a warning",
                  situation="checking whether a box really trains on the GPU",
                  approach="print torch.version.cuda and is_available() and read stderr for the CUDA warning",
                  rationale="the check exits 0, so scripts with a cpu fallback never notice",
                  evidence="`torch.cuda.is_available()` liefert nur False plus UserWarning, der Aufruf endet "
                           "trotzdem erfolgreich: `2.5.1+cu124 12.4 False`.",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global", group="c10-torch",
                  why="the python -c check exits 0 with the warning and False",
                  phrasing=["German", "code spans"],
                  st={"evidence": "2.5.1+cu124 12.4 False"}),
        gotcha("c10-tc-3", s, title="nvidia-smi itself flags the too-old NVIDIA driver",
               symptom="nvidia-smi warns about the driver", trap="ignoring nvidia-smi",
               cause="driver 470", workaround="upgrade the driver",
               evidence="`nvidia-smi --query-gpu=name,driver_version --format=csv` printed `The NVIDIA driver on "
                        "your system is too old`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="nvidia-smi printed only the name and driver version; the warning came from the torch check",
               phrasing=["code spans", "output moved to another call"],
               st={"evidence": "NVIDIA A10G, 470.239.06"}),
        knowledge("c10-tc-4", s, title="train.py refuses to start without a CUDA device",
                  situation="a training box whose GPU is unusable", approach="raise SystemExit when CUDA is missing",
                  rationale="after the edit, python train.py --epochs 1 started training on the A10G",
                  evidence="Edit of train.py, then python train.py --epochs 1 trained on the A10G",
                  ev="invented", cls="names_false_claim", category="project_convention",
                  why="the run after the edit exited 1 with 'no CUDA device', it did not train on the GPU",
                  phrasing=["tool notation", "outcome reversed"],
                  st={"evidence": "no CUDA device: check the driver against torch.version.cuda"}),
        gotcha("c10-tc-5", s, title="torch 2.5.1 cu121 reports is_available False on an A10G",
               symptom="is_available False", trap="cpu fallback", cause="old driver",
               workaround="match the wheel's CUDA to the driver",
               evidence="`2.5.1+cu121 12.1 False` with driver 470.239.06",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the session prints 2.5.1+cu124 12.4 False; the quote changes the CUDA build",
               phrasing=["code span", "altered version"],
               st={"evidence": "2.5.1+cu124"}),
    ]


def records() -> list[Rec]:
    return [*_numpy(), *_jupyter(), *_conda(), *_torch()]
