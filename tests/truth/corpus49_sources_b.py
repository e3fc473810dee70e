"""Scripted sessions of corpus49, part two: Lima VMs with the docker template on macOS zsh, YARA rules with yarac
and yara-python on Linux bash (file(line) errors), GROMACS grompp/genion/mdrun on a Linux workstation (a Task, long
outputs, tabs), a Vivado 2023.2 batch build in Windows cmd (an interrupted call, file:line errors), yabai and skhd
on macOS zsh (ANSI colour, a rejected tool use, file:line:col errors)."""
from __future__ import annotations

from tests.truth.corpus49_common import ESC, INTERRUPTED, REJECTED

E = ESC


def fail(text: str, code: int = 1) -> str:
    return f"Exit code {code}\n{text}"


LIMA = [
    ("user", "I want a Lima VM with docker for our image builds, and my home directory has to be writable "
             "inside it. macOS, zsh."),
    ("bash", "limactl start --name=builder --tty=false template://docker",
     "INFO[0000] Starting the instance \"builder\" with VM driver \"vz\"\nINFO[0001] [hostagent] Starting VZ\n"
     "INFO[0038] [hostagent] The essential requirement 1 of 2 is satisfied\n"
     "INFO[0052] READY. Run `limactl shell builder` to open the shell.\n"
     "INFO[0052] Message from the instance \"builder\":\nTo run `docker` on the host (assumes docker-cli is "
     "installed), run the following commands:\n------\ndocker context create lima-builder --docker "
     "\"host=unix:///Users/sofia/.lima/builder/sock/docker.sock\"\ndocker context use lima-builder\n------",
     False),
    ("bash", "limactl shell builder touch /Users/sofia/work/infra/probe",
     fail("touch: cannot touch '/Users/sofia/work/infra/probe': Read-only file system"), True),
    ("bash", "limactl edit builder --mount-writable --tty=false",
     fail("FATA[0000] cannot edit a running instance \"builder\""), True),
    ("bash", "limactl stop builder && limactl edit builder --mount-writable --tty=false && "
             "limactl start builder --tty=false",
     "INFO[0000] Sending SIGINT to hostagent process 61733\nINFO[0003] [hostagent] Shutting down VZ\n"
     "INFO[0004] Instance \"builder\" configuration edited\nINFO[0004] Starting the instance \"builder\" with "
     "VM driver \"vz\"\nINFO[0041] READY. Run `limactl shell builder` to open the shell.", False),
    ("bash", "limactl shell builder touch /Users/sofia/work/infra/probe && echo writable", "writable", False),
    ("bash", "docker build -t infra-tools .",
     fail("ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon "
          "running?"), True),
    ("bash", "docker context create lima-builder --docker \"host=unix:///Users/sofia/.lima/builder/sock/docker.sock\""
             " && docker context use lima-builder && docker build -t infra-tools .",
     "lima-builder\nSuccessfully created context \"lima-builder\"\nlima-builder\nCurrent context is now "
     "\"lima-builder\"\n[+] Building 38.2s (9/9) FINISHED\n => [internal] load build definition from Dockerfile\n"
     " => [3/4] RUN apk add --no-cache terraform ansible\n => exporting to image\n => => naming to "
     "docker.io/library/infra-tools:latest", False),
    ("user", "we also need amd64 images, the CI runners are x86"),
    ("say", "The VM is arm64. Buildx can emulate amd64 inside it with qemu. Want me to install the binfmt "
            "handlers and rebuild with `--platform linux/amd64`?"),
    ("user", "no time today, thanks -- I'll look at it Monday"),
]

YARA_IDX = "rules/index.yar"
YARA_TEST_FAIL = ("F.....\n=================================== FAILURES ===================================\n"
                  "___________________________ test_pe_module_rule ___________________________\n"
                  "E   yara.SyntaxError: rules/pe/imphash.yar(7): invalid field name \"imphash\"\n"
                  "FAILED tests/test_rules.py::test_pe_module_rule - yara.SyntaxError: rules/pe/imphash.yar(7): "
                  "invalid field name \"imphash\"\n1 failed, 5 passed in 0.41s")
YARA = [
    ("user", "CI says our YARA rules don't compile. Run the checks and fix what you can."),
    ("bash", f"yarac {YARA_IDX} compiled.yarc",
     fail("error: rule \"Emotet_Loader\" in rules/malware/emotet.yar(23): undefined string identifier \"$s4\""),
     True),
    ("edit", "/home/ops/yara-rules/rules/malware/emotet.yar", "        2 of ($s1, $s2, $s3, $s4)",
     "        2 of ($s1, $s2, $s3)"),
    ("bash", f"yarac {YARA_IDX} compiled.yarc && echo compiled",
     "warning: rule \"Cobalt_Beacon\" in rules/c2/cobalt.yar(41): string \"$h1\" may slow down scanning\n"
     "compiled", False),
    ("bash", "python3 -m pytest tests/test_rules.py -q", fail(YARA_TEST_FAIL), True),
    ("bash", "python3 -c 'import yara; print(yara.__version__)'", "4.5.1", False),
    ("say", "`pe.imphash()` only exists when libyara is built with OpenSSL; the yara-python wheel here wasn't. "
            "Rebuilding it from source against libssl."),
    ("bash", "sudo apt-get install -y libssl-dev >/dev/null && pip install --force-reinstall --no-binary "
             "yara-python yara-python",
     "Collecting yara-python\n  Downloading yara_python-4.5.1.tar.gz (551 kB)\nBuilding wheels for collected "
     "packages: yara-python\n  Building wheel for yara-python (setup.py) ... done\nSuccessfully installed "
     "yara-python-4.5.1", False),
    ("bash", "python3 -m pytest tests/test_rules.py -q  # after the source build", fail(YARA_TEST_FAIL), True),
    ("say", "Same failure: the source build didn't enable OpenSSL either. The next thing to try would be "
            "`python setup.py build --enable-openssl` in the yara-python checkout."),
    ("user", "ok leave it, I'll ask Dana about the CI image. thanks"),
]

GMX_HEAD = ("                      :-) GROMACS - gmx grompp, 2024.2 (-:\n\nExecutable:   /usr/local/gromacs/bin/gmx\n"
            "Data prefix:  /usr/local/gromacs\nWorking dir:  /scratch/lin/lysozyme\n")
GMX_FATAL = (GMX_HEAD + "Generated 2145 of the 2145 non-bonded parameter combinations\n"
             "Excluding 3 bonded neighbours molecule type 'Protein_chain_A'\nExcluding 2 bonded neighbours molecule "
             "type 'SOL'\n\n-------------------------------------------------------\nProgram:     gmx grompp, "
             "version 2024.2\nSource file: src/gromacs/gmxpreprocess/grompp.cpp (line 771)\n\nFatal error:\n"
             "number of coordinates in coordinate file (1AKI_solv.gro, 33892)\n             does not match "
             "topology (topol.top, 33898)\n-------------------------------------------------------")
EM_LOG = ("Using 1 MPI thread\nUsing 8 OpenMP threads\n\n1 GPU selected for this run.\nSteepest Descents:\n"
          "   Tolerance (Fmax)   =  1.00000e+03\n   Number of steps    =        50000\n"
          + "\n".join(f"Step={s:5d}, Dmax= 1.2e-02 nm, Epot= {-3.41 - s * 0.0059:.5e}, Fnorm= 4.1e+03"
                      for s in range(0, 400, 40))
          + "\n\nSteepest Descents converged to Fmax < 1000 in 412 steps\nPotential Energy  = -5.8412315e+05\n"
            "Maximum force     =  9.2114771e+02 on atom 1921\nNorm of force     =  2.3187460e+01")
GROMACS = [
    ("user", "grompp dies on my solvated lysozyme. Please get me to a finished energy minimisation."),
    ("bash", "gmx grompp -f ions.mdp -c 1AKI_solv.gro -p topol.top -o ions.tpr", fail(GMX_FATAL), True),
    ("bash", "tail -3 topol.top; grep -c SOL 1AKI_solv.gro",
     "; Compound        #mols\nProtein_chain_A     1\nSOL             10834\n10832", False),
    ("say", "The topology claims 10834 waters but the .gro has 10832: 2 waters x 3 atoms = the 6 missing "
            "coordinates."),
    ("edit", "/scratch/lin/lysozyme/topol.top", "SOL             10834", "SOL             10832"),
    ("bash", "gmx grompp -f ions.mdp -c 1AKI_solv.gro -p topol.top -o ions.tpr 2>&1 | tail -6",
     "NOTE 1 [file topol.top, line 18688]:\n  System has non-zero total charge: 8.000000\n  Total charge should "
     "normally be an integer.\n\nThere was 1 NOTE\n\nGROMACS reminds you: \"Uh-oh\" (Anonymous)", False),
    ("bash", "printf 'SOL\\n' | gmx genion -s ions.tpr -o 1AKI_solv_ions.gro -p topol.top -pname NA -nname CL "
             "-neutral 2>&1 | grep -E 'Will try|Replacing' | head -4",
     "Will try to add 0 NA ions and 8 CL ions.\nReplacing solvent molecule 1873 (atom 11239) with CL\n"
     "Replacing solvent molecule 2921 (atom 14383) with CL\nReplacing solvent molecule 4410 (atom 18850) with CL",
     False),
    ("bash", "gmx grompp -f minim.mdp -c 1AKI_solv_ions.gro -p topol.top -o em.tpr 2>&1 | tail -2",
     "There was 1 NOTE\n\nGROMACS reminds you: \"Everything's Gonna Be Alright\" (Bob Marley)", False),
    ("bash", "gmx mdrun -v -deffnm em -ntmpi 1 -ntomp 8 -gpu_id 1",
     fail("Program:     gmx mdrun, version 2024.2\nSource file: src/gromacs/taskassignment/taskassignment.cpp\n\n"
          "Fatal error:\nInvalid GPU assignment: ID 1 was requested with -gpu_id but only 1 compatible GPU was "
          "detected (ID 0)."), True),
    ("bash", "gmx mdrun -v -deffnm em -ntmpi 1 -ntomp 8 2>&1 | tail -25", EM_LOG, False),
    ("task", "Check EM convergence",
     "In /scratch/lin/lysozyme, extract the Potential term from em.edr with gmx energy and tell me whether it "
     "plateaus. Don't change any files except potential.xvg.",
     "Ran `printf 'Potential\\n0\\n' | gmx energy -f em.edr -o potential.xvg`. The potential falls from "
     "-3.41e+05 to -5.84e+05 kJ/mol and is flat over the last 60 steps (changes below 10 kJ/mol per step). "
     "Average over the run: -5.51e+05. EM looks converged; potential.xvg is written."),
    ("user", "thanks, I'll set up NVT tomorrow"),
]

VIV_HEAD = ("****** Vivado v2023.2 (64-bit)\n  **** SW Build 4029153 on Fri Oct 13 20:13:54 MDT 2023\n"
            "source build.tcl\n# read_verilog [glob src/*.v]\n# read_xdc src/constraints.xdc\n"
            "# synth_design -top top -part xc7a35ticsg324-1L\n")
VIV_SYNTH = (VIV_HEAD + "Starting synth_design\nERROR: [Synth 8-439] module 'clk_div' not found "
             "[C:/fpga/blinky/src/top.v:14]\nERROR: [Synth 8-6156] failed synthesizing module 'top' "
             "[C:/fpga/blinky/src/top.v:3]\nERROR: [Common 17-69] Command failed: Synthesis failed - please see "
             "the console or run log file for details\n\n    while executing\n\"synth_design -top top -part "
             "xc7a35ticsg324-1L\"\n    (file \"build.tcl\" line 4)\nINFO: [Common 17-206] Exiting Vivado at "
             "Tue Mar 10 13:51:22 2026...")
VIV_DRC = (VIV_HEAD + "# read_verilog -sv [glob src/*.sv]\nSynthesis finished with 0 errors, 0 critical warnings "
           "and 2 warnings.\n# opt_design\n# place_design\n# route_design\n# write_bitstream -force blinky.bit\n"
           "ERROR: [DRC NSTD-1] Unspecified I/O Standard: 1 out of 5 logical ports use I/O standard (IOSTANDARD) "
           "value 'DEFAULT', instead of a user assigned specific value. Problem ports: led[3].\nERROR: [DRC "
           "UCIO-1] Unconstrained Logical Port: 1 out of 5 logical ports have no user assigned specific location "
           "constraint (LOC). Problem ports: led[3].\nERROR: [Vivado 12-1345] Error(s) found during DRC. "
           "Bitgen not run.\n    while executing\n\"write_bitstream -force blinky.bit\"\n    (file \"build.tcl\" "
           "line 10)")
VIVADO = [
    ("user", "Batch build of blinky fails in Vivado 2023.2 (build.tcl). I'm in cmd.exe on Windows. Also from the "
             "GUI, programming said \"No hardware targets exist on the server [localhost:3121]\"."),
    ("bash", "vivado -mode batch -source build.tcl -nojournal -nolog", fail(VIV_SYNTH), True),
    ("bash", "dir /b src", "top.v\nclk_div.sv\nconstraints.xdc", False),
    ("edit", "C:\\fpga\\blinky\\build.tcl", "read_verilog [glob src/*.v]",
     "read_verilog [glob src/*.v]\nread_verilog -sv [glob src/*.sv]"),
    ("bash", "vivado -mode batch -source build.tcl -nojournal -nolog", fail(VIV_DRC), True),
    ("edit", "C:\\fpga\\blinky\\src\\constraints.xdc",
     "set_property -dict { PACKAGE_PIN T9  IOSTANDARD LVCMOS33 } [get_ports { led[2] }]",
     "set_property -dict { PACKAGE_PIN T9  IOSTANDARD LVCMOS33 } [get_ports { led[2] }]\n"
     "set_property -dict { PACKAGE_PIN T10 IOSTANDARD LVCMOS33 } [get_ports { led[3] }]"),
    ("bash", "vivado -mode batch -source build.tcl -nojournal -nolog  && echo built", INTERRUPTED, True),
    ("user", "sorry, interrupted -- drop the report_timing_summary from build.tcl, it takes forever on this laptop"),
    ("edit", "C:\\fpga\\blinky\\build.tcl", "report_timing_summary -file timing.rpt\n", ""),
    ("bash", "vivado -mode batch -source build.tcl -nojournal -nolog",
     VIV_HEAD + "# read_verilog -sv [glob src/*.sv]\nSynthesis finished with 0 errors, 0 critical warnings and 2 "
     "warnings.\n# write_bitstream -force blinky.bit\nCreating bitmap...\nWriting bitstream ./blinky.bit...\n"
     "INFO: [Vivado 12-1842] Bitgen Completed Successfully.\nwrite_bitstream: Time (s): cpu = 00:00:21 ; "
     "elapsed = 00:00:34 . Memory (MB): peak = 2071.402\nINFO: [Common 17-206] Exiting Vivado at Tue Mar 10 "
     "14:22:09 2026...", False),
    ("write", "C:\\fpga\\blinky\\program_board.tcl",
     "open_hw_manager\nconnect_hw_server -url localhost:3121\nopen_hw_target\nset_property PROGRAM.FILE "
     "{blinky.bit} [current_hw_device]\nprogram_hw_devices [current_hw_device]\n"),
    ("say", "blinky.bit is built. For the \"No hardware targets\" message: install the Digilent cable driver "
            "(data\\xicom\\cable_drivers\\nt64\\install_drivers_wrapper.bat, as admin), then "
            "`vivado -mode batch -source program_board.tcl` programs the board. I haven't run it."),
    ("user", "danke, das Bitstream reicht mir erstmal"),
]

SKHD_ERR = f"{E}[31mskhd: /Users/kenji/.config/skhd/skhdrc:12:9: unknown key 'rightarrow'{E}[0m"
YABAI = [
    ("user", "yabai: window focus works, but `yabai -m space --focus 2` errors. And my skhd bindings for alt-arrows "
             "don't fire. macOS 14, zsh."),
    ("bash", "yabai -m space --focus 2",
     fail(f"{E}[31mcannot focus space due to an error with the scripting-addition.{E}[0m"), True),
    ("bash", "csrutil status", "System Integrity Protection status: enabled.", False),
    ("say", "Focusing spaces needs yabai's scripting addition, which needs SIP partly disabled and root to load."),
    ("bash", "sudo yabai --load-sa", REJECTED, True),
    ("user", "don't run sudo stuff on my machine. I'll switch spaces with ctrl-1..9 from Mission Control. "
             "just make skhd work."),
    ("bash", "tail -3 /tmp/skhd_kenji.err.log", SKHD_ERR, False),
    ("edit", "/Users/kenji/.config/skhd/skhdrc", "alt - rightarrow : yabai -m window --focus east",
     "alt - right : yabai -m window --focus east"),
    ("bash", "skhd --reload && sleep 1 && tail -1 /tmp/skhd_kenji.err.log",
     f"{E}[32mskhd: config reloaded, 14 hotkeys{E}[0m", False),
    ("user", "alt-right moves focus now 👍 but new windows still float even though yabairc says layout bsp"),
    ("bash", "yabai -m config layout; ls -l ~/.config/yabai/yabairc",
     "float\n-rw-r--r--  1 kenji  staff  612 Mar  3 10:02 /Users/kenji/.config/yabai/yabairc", False),
    ("say", "yabai only runs yabairc when it is executable."),
    ("bash", "chmod +x ~/.config/yabai/yabairc && yabai --restart-service && sleep 2 && yabai -m config layout",
     "bsp", False),
]

SOURCES = {
    "lima-docker": ("/Users/sofia/work/infra", "2026-03-05T09:00:00Z", "main", LIMA),
    "yara-rules": ("/home/ops/yara-rules", "2026-03-05T13:10:00Z", "ci-fix", YARA),
    "gromacs-em": ("/scratch/lin/lysozyme", "2026-03-06T10:00:00Z", "HEAD", GROMACS),
    "vivado-batch": ("C:\\fpga\\blinky", "2026-03-10T13:40:00Z", "main", VIVADO),
    "yabai-skhd": ("/Users/kenji", "2026-03-11T08:15:00Z", "HEAD", YABAI),
}
