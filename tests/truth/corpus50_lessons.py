"""Labelled lessons of corpus50, part one: over the Manim, CmdStanPy, OpenFOAM, Teleport and Dragonfly sessions
(corpus50_sources.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus50_common import gotcha, knowledge

MANIM = "manim-basictex-zsh"
STAN = "cmdstanpy-eight-schools"
FOAM = "openfoam-bracket-parallel"
TSH = "teleport-tsh-zsh"
DFLY = "dragonfly-bullmq-compose"

RECORDS = [
    # --- Manim with BasicTeX ---------------------------------------------------------------------------------------
    gotcha(1, MANIM, "real shown rerun_passes", (
        "BasicTeX lacks the LaTeX classes Manim's default Tex template loads",
        "manim fails with LaTeX Error: File `standalone.cls' not found although latex itself runs",
        "Assuming that once `latex` is on PATH, Manim's Tex and MathTex will compile",
        "BasicTeX is a minimal TeX Live; Manim's template uses \\documentclass[preview]{standalone} plus packages "
        "(preview, doublestroke, physics, …) that BasicTeX doesn't ship",
        "Install them with tlmgr from a real terminal (sudo can't prompt inside the agent): sudo tlmgr install "
        "standalone preview doublestroke relsize fundus-calligra wasysym physics dvisvgm rsfs …, then re-render"),
        "manim -qh failed with \"LaTeX Error: File `standalone.cls' not found.\" and the context line "
        "\"-> \\documentclass[preview]{standalone}\". After the person ran the tlmgr install themselves (\"done, "
        "tlmgr installed them all\"), the same manim -qh scenes/fourier.py FourierScene printed \"File ready at\" "
        "for media/videos/fourier/1080p60/FourierScene.mp4.",
        "The first -qh render with texbin on PATH fails on standalone.cls; sudo tlmgr fails in the tool; the "
        "person installs the packages and says so; the identical render then writes the 1080p60 file.",
        ["prose", "nested quotes", "backtick-apostrophe TeX quote", "person's words"],
        {"failure": "File `standalone.cls' not found", "fix": "erScene/1185818338_2371396283_223132457.mp4"},
        cat="env_setup"),
    gotcha(2, MANIM, "real shown fix_ran", (
        "An export in one Bash call doesn't reach the next; put TeX's PATH in ~/.zshenv",
        "manim -ql fails with `sh: xelatex: command not found` right after a render that found latex",
        "Prefixing one call with `export PATH=…` and expecting later calls to keep it",
        "Each Bash tool call starts a fresh shell; only files zsh reads itself (~/.zshenv for non-login shells) "
        "carry settings over",
        "echo 'export PATH=\"/Library/TeX/texbin:$PATH\"' >> ~/.zshenv"),
        "After adding `export PATH=\"/Library/TeX/texbin:$PATH\"` to ~/.zshenv, `manim -ql scenes/fourier.py "
        "FourierScene` no longer failed with `sh: xelatex: command not found`; the next run got as far as fontspec, "
        "and after the font was installed it rendered.",
        "The -ql call without the export fails to find xelatex; the line is appended to ~/.zshenv; the next -ql "
        "calls (no export) run xelatex (fontspec error, then success).",
        ["GPT-style 'After X, Y' sentence", "code spans", "outcome words (no longer)"],
        {"failure": "sh: xelatex: command not found",
         "fix": "echo 'export PATH=\"/Library/TeX/texbin:$PATH\"' >> ~/.zshenv"},
        cat="env_setup"),
    gotcha(3, MANIM, "real shown rerun_passes", (
        "fontspec can only use fonts macOS has installed; add Fira Sans through a Homebrew font cask",
        "xelatex stops with Package fontspec Error: The font \"Fira Sans\" cannot be found",
        "Setting \\setmainfont{Fira Sans} in a Manim TexTemplate on a Mac that doesn't have the font",
        "xelatex resolves font names through the system font list; Fira Sans wasn't installed",
        "brew install --cask font-fira-sans, then re-render"),
        "```\n$ manim -ql scenes/fourier.py FourierScene\n(fontspec)                The font \"Fira Sans\" "
        "cannot be found.\n$ brew install --cask font-fira-sans\n🍺  font-fira-sans was successfully installed!\n"
        "$ manim -ql scenes/fourier.py FourierScene\n…/480p15/FourierScene.mp4\n```",
        "fontspec error at 09:31; system_profiler finds 0 Fira Sans; the cask installs; the same -ql render then "
        "writes 480p15/FourierScene.mp4.",
        ["fenced block with $ prompts", "… cut", "emoji in output"],
        {"failure": "The font \"Fira Sans\" cannot be found.", "fix": "rScene/2208741602_2371396283_223132457.mp4"},
        cat="env_setup"),
    gotcha(4, MANIM, "real not_shown question_offers_flag", (
        "Manim's -ql preview doesn't refresh the 1080p60 file; re-render with -qh after changing the template",
        "The 1080p video still shows Computer Modern labels after switching the TeX template to Fira Sans",
        "Checking media/videos/<scene>/1080p60/ after only re-rendering at low quality",
        "-ql writes to 480p15/ and -qh to 1080p60/; the 1080p file predates the template change",
        "Re-render with `manim -qh --disable_caching scenes/fourier.py FourierScene`"),
        "The person opened media/videos/fourier/1080p60/FourierScene.mp4 and \"the labels are still Computer "
        "Modern??\" — only the 480p15 preview had been rendered since the xelatex template went in.",
        "The last message is the assistant offering to re-render with -qh --disable_caching; nothing runs after it.",
        ["prose", "person's words quoted", "em dash"],
        {"failure": "the labels are still Computer Modern", "fix": "Want me to re-render it with"}),
    knowledge(5, MANIM, "real knowledge", (
        "On macOS, check /Library/TeX/texbin when TeX tools vanish in non-login shells",
        "A Python tool (Manim) that shells out to latex runs from a non-interactive zsh",
        "List /Library/TeX/texbin and print $PATH in the same shell; if texbin is missing, add it to PATH (e.g. in "
        "~/.zshenv)",
        "MacTeX and BasicTeX install there and rely on path_helper, which only login shells run"),
        ["`ls /Library/TeX/texbin | head -5` listed `latex`",
         "`echo \"PATH=$PATH\"` → PATH=/Users/dana/code/explainer-videos/.venv/bin:/opt/homebrew/bin:/usr/bin:/bin:"
         "/usr/sbin:/sbin (no texbin)"],
        "The ls/echo call shows latex installed under texbin while PATH lacks the directory.",
        ["list of citations", "arrow", "code spans"],
        {"evidence": "PATH=/Users/dana/code/explainer-videos/.venv/bin"}, cat="env_setup"),
    gotcha(6, MANIM, "invented not_shown names_false_claim", (
        "Install Manim's missing LaTeX packages with sudo tlmgr straight from the agent",
        "LaTeX Error: File `standalone.cls' not found during a Manim render",
        "Leaving a BasicTeX install without Manim's template packages",
        "BasicTeX omits standalone, preview and friends",
        "Run sudo tlmgr install standalone preview … from the Bash tool and re-render"),
        "Ran `sudo tlmgr update --self && sudo tlmgr install standalone preview doublestroke` from the Bash tool; "
        "it installed the packages and the following `manim -qh` went through.",
        "The sudo tlmgr call in the tool failed ('a terminal is required to read the password'); the person ran "
        "the install in their own terminal. The claimed successful install from the tool never happened.",
        ["code spans", "false outcome on real tokens"],
        {"evidence": "sudo: a terminal is required to read the password"}, cat="env_setup"),
    gotcha(7, MANIM, "invented not_shown near_miss", (
        "Manim's standalone template needs standalone.sty on minimal TeX installs",
        "Tex objects fail to compile on BasicTeX",
        "Assuming BasicTeX has every package Manim's template uses",
        "The standalone package is not part of BasicTeX",
        "tlmgr install standalone"),
        "Render log: \"LaTeX Error: File `standalone.sty' not found.\"",
        "The session's error names standalone.cls (the class), not standalone.sty.",
        ["single quoted log line"],
        {"evidence": "File `standalone.cls' not found"}, cat="env_setup"),
    gotcha(8, MANIM, "invented not_shown invented_detail", (
        "Refresh the font cache after installing a font cask before xelatex can see it",
        "fontspec can't find a font that brew just installed",
        "Rendering straight after `brew install --cask font-…`",
        "xelatex reads fontconfig's cache, which isn't updated by the cask",
        "Run fc-cache -fv after installing the font"),
        "After `brew install --cask font-fira-sans` the render still said the font \"cannot be found\" until I ran "
        "`fc-cache -fv`; then `manim -ql` passed.",
        "No fc-cache call exists in the session; the render passed right after the cask install.",
        ["code spans", "invented intermediate step"],
        {"evidence": "font-fira-sans was successfully installed!"}, cat="env_setup"),

    # --- CmdStanPy ------------------------------------------------------------------------------------------------
    gotcha(9, STAN, "real shown fix_ran", (
        "pip's cmdstanpy doesn't include CmdStan; run install_cmdstan once",
        "cmdstanpy.cmdstan_path() raises ValueError: No CmdStan installation found",
        "Expecting `pip install cmdstanpy` to be enough to compile models",
        "cmdstanpy is only the Python wrapper; stanc and the C++ makefiles come from a separate CmdStan install",
        "python -m cmdstanpy.install_cmdstan --version 2.36.0 --cores 4"),
        ["python -c \"import cmdstanpy; …\" → ValueError: No CmdStan installation found, run command "
         "\"install_cmdstan\"or (re)activate your conda environment!",
         "python -m cmdstanpy.install_cmdstan --version 2.36.0 --cores 4 → Installed cmdstan-2.36.0"],
        "The version check raises; install_cmdstan finishes ('Installed cmdstan-2.36.0'); fit.py then gets to "
        "compiling the Stan file.",
        ["list of command → result", "quoted typo as printed (\"install_cmdstan\"or)"],
        {"failure": "No CmdStan installation found", "fix": "Installed cmdstan-2.36.0"}, cat="env_setup"),
    gotcha(10, STAN, "real shown edit_then_pass", (
        "Stan's `<-` assignment operator is gone in 2.33+",
        "Ill-formed phrase. Found an expression where a statement was expected, on a `<-` line",
        "Keeping `x <- expr;` from a PyStan 2 era model",
        "The arrow assignment was removed together with the old array syntax",
        "Replace `<-` with `=`"),
        "line 14, column 11 to column 13: `tau_sq <- square(tau);` → \"Ill-formed phrase. Found an expression where "
        "a statement was expected.\" With `tau_sq = square(tau);` the next run logged \"compiled model executable: "
        "/home/ravi/work/school-effects/models/hier\".",
        "The second compile fails on line 14; the edit replaces <- with =; the following run compiles and samples.",
        ["arrow", "code spans", "nested quotes"],
        {"failure": "Ill-formed phrase. Found an expression where a statement was expected.",
         "fix": "  tau_sq = square(tau);"}, cat="build_config", group="c50-stan-syntax"),
    gotcha(11, STAN, "real not_shown rerun_still_fails", (
        "Raise adapt_delta to 0.99 to get rid of divergent transitions in CmdStanPy",
        "CmdStanPy warns 'Some chains may have failed to converge' with hundreds of divergent transitions",
        "Sampling a centered hierarchical model with default adaptation",
        "Step size too large for the funnel geometry near small tau",
        "model.sample(..., adapt_delta=0.99)"),
        "Before: \"Chain 2 had 67 divergent transitions (6.7%)\". With adapt_delta=0.99 the run printed \"Chain 3 "
        "had 11 divergent transitions (1.1%)\" and still warned that some chains may have failed to converge.",
        "The adapt_delta re-run still reports divergences in three chains; the assistant says it only cut them "
        "down and reparametrises instead.",
        ["before/after the edit", "outcome word (still)"],
        {"failure": "Chain 2 had 67 divergent transitions", "fix": "adapt_delta=0.99)"}, cat="debugging_technique",
        group="c50-stan-div"),
    gotcha(12, STAN, "real shown rerun_passes", (
        "Non-centre the eight-schools model instead of tuning adapt_delta",
        "Divergent transitions persist in a hierarchical Stan model even at adapt_delta=0.99",
        "Treating divergences as a sampler-tuning problem",
        "Drawing theta ~ normal(mu, tau) directly creates a funnel the sampler can't traverse when tau is small",
        "Sample eta ~ std_normal() and set theta = mu + tau * eta in transformed parameters"),
        "After switching to `eta ~ std_normal();` with `theta = mu + tau * eta`, fit.diagnose() printed \"No "
        "divergent transitions found.\" and \"Processing complete, no problems detected.\"",
        "The reparametrised model's fit.py run reports no divergences, R_hat 1.00.",
        ["GPT-style 'After X, Y' sentence", "code spans", "nested quotes"],
        {"failure": "Chain 3 had 11 divergent transitions", "fix": "No divergent transitions found."},
        cat="debugging_technique", group="c50-stan-div"),
    knowledge(13, STAN, "real knowledge", (
        "Where cmdstanpy's install_cmdstan puts CmdStan and stanc",
        "You need stanc directly (e.g. to try --print-canonical) after installing through cmdstanpy",
        "install_cmdstan unpacks into ~/.cmdstan/cmdstan-<version>; stanc is under its bin/",
        "cmdstanpy.cmdstan_path() finds that directory automatically, so nothing else needs configuring"),
        "Die Installation landet in ~/.cmdstan (\"Install directory: /home/ravi/.cmdstan\"), stanc liegt danach "
        "unter `~/.cmdstan/cmdstan-2.36.0/bin/stanc`.",
        "install_cmdstan prints the install directory; the next stanc call uses that path.",
        ["German prose", "nested quotes", "code span"],
        {"evidence": "Install directory: /home/ravi/.cmdstan"}, cat="env_setup"),
    gotcha(14, STAN, "invented not_shown other_call_error", (
        "cmdstanpy.install_cmdstan refuses to run outside an activated conda env",
        "install_cmdstan stops with ValueError about a missing CmdStan installation",
        "Running install_cmdstan from a plain venv",
        "cmdstanpy looks for a conda prefix first",
        "Activate the conda environment before installing CmdStan"),
        "`python -m cmdstanpy.install_cmdstan --version 2.36.0` failed: ValueError: No CmdStan installation found, "
        "run command \"install_cmdstan\"or (re)activate your conda environment!",
        "That ValueError came from the earlier `python -c \"import cmdstanpy; …cmdstan_path()\"` call; "
        "install_cmdstan itself succeeded.",
        ["code span", "error attributed to another call"],
        {"evidence": "No CmdStan installation found"}, cat="env_setup"),
    gotcha(15, STAN, "invented not_shown never_seen_error", (
        "Building CmdStan with -j4 runs out of memory",
        "install_cmdstan's make build dies in cc1plus",
        "Using --cores 4 on a small machine",
        "Each g++ of the Stan math headers takes gigabytes",
        "python -m cmdstanpy.install_cmdstan --cores 1"),
        "make build -j4 died with `g++: fatal error: Killed signal terminated program cc1plus`; --cores 1 fixed it.",
        "The CmdStan build ended with 'Installed cmdstan-2.36.0'; no compiler was killed.",
        ["code span", "invented error"],
        {"evidence": "make build -j4"}, cat="build_config"),
    gotcha(16, STAN, "invented not_shown names_false_claim", (
        "adapt_delta=0.99 clears eight-schools divergences in CmdStanPy",
        "Divergent transitions in the hierarchical model",
        "Leaving adapt_delta at its default 0.8",
        "Too large a step size",
        "Pass adapt_delta=0.99 to model.sample"),
        "With `model.sample(data=data, chains=4, seed=20241114, adapt_delta=0.99)` the run finished with no "
        "divergent transitions.",
        "That run still reported 20 divergent transitions over chains 1, 3 and 4; only the non-centered model "
        "removed them.",
        ["code span", "false outcome on real tokens"],
        {"evidence": "adapt_delta=0.99)"}, cat="debugging_technique", group="c50-stan-div"),

    # --- OpenFOAM ---------------------------------------------------------------------------------------------------
    gotcha(17, FOAM, "real shown fix_ran", (
        "Run decomposePar before mpirun simpleFoam -parallel",
        "FOAM FATAL ERROR: number of processor directories = 0 is not equal to the number of processors = 4",
        "Launching a parallel OpenFOAM solver on an undecomposed case",
        "-parallel reads processor0..N directories that decomposePar creates from system/decomposeParDict",
        "decomposePar -force (numberOfSubdomains must match -np)"),
        "\"number of processor directories = 0 is not equal to the number of processors = 4\" → `decomposePar "
        "-force` (\"Finished decomposition in 3.14 s\") → the next parallel run iterated.",
        "The parallel run aborts; decomposePar finishes; the next mpirun runs 37 iterations before a different "
        "failure, and the final run converges.",
        ["arrows", "nested quotes"],
        {"failure": "number of processor directories = 0", "fix": "Finished decomposition in 3.14 s"},
        cat="workflow"),
    gotcha(18, FOAM, "real not_shown rerun_still_fails", (
        "Lower SIMPLE under-relaxation to stop simpleFoam's floating point exception",
        "simpleFoam crashes with 'Floating point exception (8)' in GAMGSolver after a few dozen iterations",
        "Running the tutorial relaxation factors (p 0.3, U 0.7) on a snappyHexMesh mesh",
        "The pressure solve diverges",
        "Set p to 0.2 and U to 0.5 under relaxationFactors in system/fvSolution"),
        "Time = 37 → \"Signal: Floating point exception (8)\". After p 0.3→0.2 and U 0.7→0.5 in fvSolution the "
        "run got to Time = 52 and then hit the same floating point exception.",
        "The re-run after the relaxation edit crashes again at iteration 52; the assistant says relaxation isn't "
        "the cause.",
        ["arrow", "before/after the edit", "outcome word (same)"],
        {"failure": "Time = 37", "fix": "        p               0.2;"}, cat="debugging_technique",
        group="c50-foam-fpe"),
    gotcha(19, FOAM, "real shown edit_then_pass", (
        "Add non-orthogonal correctors when checkMesh reports severely non-orthogonal faces",
        "simpleFoam diverges into a floating point exception even with lowered relaxation",
        "Keeping nNonOrthogonalCorrectors 0 on a snappyHexMesh mesh with faces above 70 degrees",
        "Without correction, non-orthogonality errors in the pressure Laplacian accumulate",
        "nNonOrthogonalCorrectors 2 in SIMPLE, and `Gauss linear limited corrected 0.5` for laplacianSchemes"),
        "checkMesh: `Mesh non-orthogonality Max: 78.4121` / `*Number of severely non-orthogonal (> 70 degrees) "
        "faces: 312.` → `nNonOrthogonalCorrectors 2;` + `Gauss linear limited corrected 0.5` → `SIMPLE solution "
        "converged in 411 iterations`",
        "checkMesh shows 312 faces above 70°; the fvSolution/fvSchemes edits follow; the re-run converges.",
        ["arrows", "code spans"],
        {"failure": "Number of severely non-orthogonal (> 70 degrees) faces: 312.",
         "fix": "nNonOrthogonalCorrectors 2;"}, cat="debugging_technique", group="c50-foam-fpe"),
    knowledge(20, FOAM, "real knowledge", (
        "Read Cd and Cl from the forceCoeffs function object in the solver log",
        "You need drag/lift coefficients from a converged simpleFoam run",
        "Tail the log: the forceCoeffs function object writes Cd and Cl each time it writes; reconstructPar "
        "-latestTime only matters for post-processing as one case",
        "No separate post-processing run is needed for the coefficients"),
        "The end of log.simpleFoam has a \"forceCoeffs forceCoeffs1 write:\" block with Cd 0.41203 and Cl 0.0630914, "
        "just before \"SIMPLE solution converged in 411 iterations\".",
        "The converged run's log tail shows the forceCoeffs block.",
        ["prose", "nested quotes"],
        {"evidence": "forceCoeffs forceCoeffs1 write:"}, cat="workflow"),
    gotcha(21, FOAM, "invented not_shown near_miss", (
        "simpleFoam -parallel aborts when processor directories don't match -np",
        "FOAM FATAL ERROR about the number of processor directories",
        "Calling mpirun before decomposing",
        "No processor* directories exist",
        "decomposePar"),
        "`FOAM FATAL ERROR: number of processor directories = 0 is not equal to the number of processors = 8`",
        "The run used -np 4 and the error said 'number of processors = 4'.",
        ["quoted error line"],
        {"evidence": "number of processor directories = 0"}, cat="workflow"),
    gotcha(22, FOAM, "invented not_shown invented_detail", (
        "Renumber the mesh after decomposition to stop GAMG floating point exceptions",
        "Foam::GAMGSolver::scale in the stack trace of a sigFpe",
        "Skipping renumberMesh on a snappy mesh",
        "Poor cell ordering slows and destabilises GAMG",
        "renumberMesh -overwrite -parallel after decomposePar"),
        "Running `renumberMesh -overwrite -parallel` after decomposePar stopped the floating point exception in "
        "Foam::GAMGSolver::scale.",
        "renumberMesh never ran; the FPE went away after the non-orthogonal correctors and limited schemes.",
        ["code span", "invented step"],
        {"evidence": "Foam::GAMGSolver::scale"}, cat="debugging_technique"),
    knowledge(23, FOAM, "invented near_miss", (
        "decomposeParDict's numberOfSubdomains must equal mpirun -np",
        "Preparing an OpenFOAM case for a parallel run",
        "Set numberOfSubdomains to the core count you pass to mpirun -np and use method scotch, then decomposePar",
        "A mismatch makes the parallel solver abort before the first iteration"),
        "grep of system/decomposeParDict: `numberOfSubdomains 8;` and `method          scotch;`",
        "The dict in the session says numberOfSubdomains 4; the run used -np 4.",
        ["code spans", "changed number"],
        {"evidence": "numberOfSubdomains 4;"}, cat="workflow"),

    # --- Teleport ---------------------------------------------------------------------------------------------------
    gotcha(24, TSH, "real shown fix_ran", (
        "Teleport proxies with TLS routing answer on 443; drop the old :3080 from --proxy",
        "tsh login --proxy=host:3080 times out on /webapi/find",
        "Using the web port from old docs after the cluster moved to single-port TLS routing",
        "With tls_routing_enabled the proxy serves everything on 443 and 3080 is closed",
        "tsh login --proxy=teleport.acme.io --auth=okta"),
        "`tsh login --proxy=teleport.acme.io:3080` → `dial tcp 34.117.40.12:3080: i/o timeout`; /webapi/ping "
        "reports `\"tls_routing_enabled\": true`; `tsh login --proxy=teleport.acme.io --auth=okta --user=dana` "
        "logged in (`Profile URL:        https://teleport.acme.io:443`).",
        "The :3080 login times out; ping shows TLS routing; the portless login succeeds.",
        ["code spans", "JSON fragment", "multiple spaces"],
        {"failure": "dial tcp 34.117.40.12:3080: i/o timeout",
         "fix": "tsh login --proxy=teleport.acme.io --auth=okta --user=dana"}, cat="tool_quirk"),
    gotcha(25, TSH, "real shown fix_ran", (
        "tsh ssh only allows the logins your roles list; root isn't one of them",
        "ERROR: access denied to root connecting to db-01",
        "Assuming root SSH works through Teleport because it did with plain ssh keys",
        "Teleport roles whitelist logins (here ubuntu and ec2-user)",
        "Use a listed login: tsh ssh ubuntu@db-01, then sudo"),
        "tsh ssh root@db-01 'uptime'  ->  ERROR: access denied to root connecting to db-01 on cluster "
        "teleport.acme.io\n\ttsh status: Logins: ubuntu, ec2-user\ntsh ssh ubuntu@db-01 'uptime; sudo -n true && echo "
        "sudo-ok'  ->  sudo-ok",
        "The root ssh is denied; the ubuntu login prints uptime and sudo-ok.",
        ["tab-indented line", "ASCII arrows", "unquoted log lines"],
        {"failure": "access denied to root", "fix": "sudo-ok"}, cat="security"),
    gotcha(26, TSH, "real not_shown confirmation_denied", (
        "After an approved Teleport access request, log in with --request-id and reissue kube credentials",
        "kubectl keeps returning Forbidden for a namespace after the access request was approved",
        "Using the old kube certificate, which doesn't carry the newly granted role's groups",
        "Kubernetes groups are baked into the certificate at tsh kube login time",
        "tsh login --request-id=<id> && tsh kube login prod-eks"),
        "`tsh request create --roles payments-viewer …` (Status: PENDING), then after approval `tsh login "
        "--request-id=01938a5c-0f3e-7d2b-9a41-6c2f8e0d55b1 && tsh kube login prod-eks` showed "
        "`Kubernetes groups:  dev-viewers, payments-viewers`.",
        "Right after the re-login the person reports 'nope, still `pods is forbidden` from my terminal'; the session "
        "ends with a KUBECONFIG guess.",
        ["code spans", "… cut", "multiple spaces"],
        {"failure": "pods is forbidden: User \"dana@acme.io\" cannot list resource \"pods\"",
         "fix": "tsh login --request-id=01938a5c"}, cat="security"),
    knowledge(27, TSH, "real knowledge", (
        "Ask for a Teleport role with tsh request create instead of editing roles with tctl",
        "You lack a role on a Teleport cluster you don't administer",
        "tsh request create --roles <role> --reason \"…\" --nowait, wait for approval, then tsh login "
        "--request-id=<id>",
        "The person refused a tctl role change: access goes through requests and reviewers"),
        "The person rejected `tctl users update dana@acme.io --set-roles access,dev-readonly,editor`: \"don't touch "
        "roles, I'm not an admin and that'd go through an access request anyway\"; the request then printed "
        "\"hint: use 'tsh login --request-id=<request-id>' to login with an approved request\".",
        "The tctl call was rejected; the person's next message gives the rule; tsh request create works.",
        ["rejected tool use", "person's words", "nested quotes"],
        {"evidence": "don't touch roles"}, cat="workflow"),
    gotcha(28, TSH, "invented not_shown other_call_error", (
        "tsh kube login also needs the proxy without :3080",
        "tsh kube login prod-eks times out",
        "Keeping the old web port in the profile",
        "TLS routing on 443",
        "Log in again without the port before tsh kube login"),
        "`tsh kube login prod-eks` → `dial tcp 34.117.40.12:3080: i/o timeout`",
        "The timeout came from the first tsh login; tsh kube login succeeded ('Logged into Kubernetes cluster').",
        ["arrow", "code spans"],
        {"evidence": "Logged into Kubernetes cluster \"prod-eks\""}, cat="tool_quirk"),
    gotcha(29, TSH, "invented not_shown never_seen_error", (
        "tsh ssh as root fails the SSH handshake instead of reporting the role",
        "tsh ssh root@db-01 fails at the handshake",
        "Trying a login the roles don't allow",
        "Teleport refuses the principal",
        "Use ubuntu@db-01"),
        "tsh ssh root@db-01 → \"ssh: handshake failed: ssh: unable to authenticate, attempted methods [none "
        "publickey]\"",
        "The session's error was 'access denied to root connecting to db-01'; no handshake error appears.",
        ["arrow", "invented error"],
        {"evidence": "access denied to root"}, cat="security"),
    gotcha(30, TSH, "invented not_shown names_false_claim", (
        "Give yourself pod access with tctl users update --set-roles",
        "kubectl Forbidden in a namespace",
        "Lacking a role with access to the namespace",
        "dev-viewers can't list pods in payments",
        "tctl users update <user> --set-roles access,dev-readonly,editor"),
        "`tctl users update dana@acme.io --set-roles access,dev-readonly,editor` added the editor role, after which "
        "`kubectl get pods -n payments` listed the pods.",
        "The tctl call was rejected by the person; the role came through an access request, and pods were still "
        "Forbidden afterwards.",
        ["code spans", "false outcome on a rejected call"],
        {"evidence": "tctl users update dana@acme.io"}, cat="security"),

    # --- Dragonfly ------------------------------------------------------------------------------------------------
    gotcha(31, DFLY, "real shown rerun_passes", (
        "Dragonfly needs 256MiB per proactor thread; cap threads under a container memory limit",
        "dragonfly exits at start: 'There are 16 threads, so 4.00GiB are required. Exiting...'",
        "Giving Dragonfly a 1g mem_limit on a 16-core host with default settings",
        "Dragonfly starts one thread per visible core and requires 256MiB each",
        "command: [\"--proactor_threads=4\"]"),
        "E20241114 … dfly_main.cc:762] There are 16 threads, so 4.00GiB are required. Exiting...\n"
        "→ added `--proactor_threads=4` → `docker compose ps` shows `Up 5 seconds (healthy)`",
        "The first up exits with code 1; the command line is edited; the same up then shows the container healthy.",
        ["… cut in a log line", "arrows", "code spans"],
        {"failure": "There are 16 threads, so 4.00GiB are required", "fix": "Up 5 seconds (healthy)"},
        cat="env_setup"),
    gotcha(32, DFLY, "real shown edit_then_pass", (
        "localhost in REDIS_URL points at the app container itself under docker compose",
        "BullMQ worker: Error: connect ECONNREFUSED 127.0.0.1:6379",
        "Keeping REDIS_URL=redis://localhost:6379 after moving the cache into a compose service",
        "Inside a container, localhost is that container; other services are reached by service name",
        "REDIS_URL=redis://dragonfly:6379"),
        "Worker failed with Error: connect ECONNREFUSED 127.0.0.1:6379 while .env had localhost. After the edit:\n"
        "{\"REDIS_URL\": \"redis://dragonfly:6379\", \"worker-1\": \"[mailer] connected to redis://dragonfly:6379 "
        "(server: dragonfly 7.2.0)\"}",
        "The worker refuses to connect; grep shows localhost in .env; after the edit the worker logs connected.",
        ["JSON object", "arrows", "before/after the edit"],
        {"failure": "Error: connect ECONNREFUSED 127.0.0.1:6379", "fix": "REDIS_URL=redis://dragonfly:6379"},
        cat="env_setup"),
    gotcha(33, DFLY, "real not_shown other_check_passes", (
        "BullMQ on Dragonfly needs --default_lua_flags=allow-undeclared-keys",
        "Worker logs ERR script tried accessing undeclared key, key: bull:emails:marker",
        "Running BullMQ's Lua scripts on Dragonfly's default script flags",
        "BullMQ scripts build key names at runtime that aren't passed in KEYS; Dragonfly rejects that by default",
        "Add \"--default_lua_flags=allow-undeclared-keys\" to the dragonfly command"),
        "worker-1  | Error: ERR script tried accessing undeclared key, key: bull:emails:marker — fixed by adding "
        "`--default_lua_flags=allow-undeclared-keys`; `redis-cli config get default_lua_flags` returns "
        "\"allow-undeclared-keys\".",
        "After the flag only ping and config get ran; the worker was never restarted or checked, and the person "
        "will test after lunch.",
        ["log line with prefix", "em dash", "code spans"],
        {"failure": "ERR script tried accessing undeclared key", "fix": "PONG"}, cat="tool_quirk"),
    knowledge(34, DFLY, "real knowledge", (
        "Two ways to run BullMQ on Dragonfly",
        "Migrating a BullMQ app from Redis to Dragonfly",
        "Either start Dragonfly with --default_lua_flags=allow-undeclared-keys, or use {hashtag} queue names with "
        "--lock_on_hashtags (the faster option)",
        "BullMQ's scripts touch undeclared keys; hashtags let Dragonfly lock per queue"),
        "Subagent report: BullMQ 5.12's Lua scripts touch keys \"that are not all passed in KEYS\"; Dragonfly's "
        "guide says to run with `--default_lua_flags=allow-undeclared-keys` or use `{hashtag}` queue names with "
        "`--lock_on_hashtags`. Also: `CLIENT NO-EVICT on` gets OK but \"has no effect\".",
        "The Task reply lists both options and the CLIENT NO-EVICT note.",
        ["Task result cited", "code spans", "nested quotes"],
        {"evidence": "queue names with `--lock_on_hashtags`"}, cat="api_quirk"),
    gotcha(35, DFLY, "invented not_shown other_call_error", (
        "Dragonfly rejects BullMQ's scripts as soon as the container starts",
        "docker compose up -d dragonfly fails with a script error",
        "Starting Dragonfly without Lua flags",
        "Undeclared keys",
        "Add --default_lua_flags"),
        "`docker compose up -d dragonfly` failed with `ERR script tried accessing undeclared key, key: "
        "bull:emails:marker`",
        "The script error is from the worker's logs; docker compose up of dragonfly never printed it.",
        ["code spans", "error attributed to another call"],
        {"evidence": "ERR script tried accessing undeclared key"}, cat="tool_quirk"),
    gotcha(36, DFLY, "invented not_shown near_miss", (
        "Dragonfly's Lua flag for BullMQ",
        "BullMQ workers fail on Dragonfly",
        "Default Lua flags",
        "Undeclared keys are rejected",
        "Set the default Lua flags"),
        "command: [\"--proactor_threads=4\", \"--default_lua_flags=allow_undeclared_keys\"]",
        "The flag in the session is allow-undeclared-keys, with hyphens.",
        ["JSON array (compose command)"],
        {"evidence": "--default_lua_flags=allow-undeclared-keys"}, cat="tool_quirk"),
    gotcha(37, DFLY, "invented not_shown invented_detail", (
        "Set Dragonfly's maxmemory below the container limit",
        "Dragonfly exits at start inside a 1g container",
        "Letting Dragonfly pick maxmemory itself",
        "It sizes memory from the host",
        "--maxmemory=768mb with --proactor_threads=4"),
        "Dragonfly kept exiting until I added `--maxmemory=768mb` next to `--proactor_threads=4`.",
        "Only --proactor_threads=4 was added; no maxmemory flag appears in the session.",
        ["code spans", "invented flag"],
        {"evidence": "There are 16 threads, so 4.00GiB are required"}, cat="env_setup"),
]
