"""Cases of the thirty-fifth tracking corpus, part f: Chef Infra Client stopping at the licence prompt in a
non-interactive shell. Tables and rules are in tracking35_cases.py."""
from __future__ import annotations

from tests.truth.tracking35_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user

# ---------------------------------------------------------------------------------------------------------
# Chef Infra Client: the licence prompt in a non-interactive shell
# ---------------------------------------------------------------------------------------------------------

CHEF = "/home/mara/infra/chef-repo"
CHEF_LICENSE_OUT = (
    "+---------------------------------------------+\n            Chef License Acceptance\n\n"
    "Before you can continue, 2 product licenses\nmust be accepted. View the license at\n"
    "https://www.chef.io/end-user-license-agreement/\n\nLicenses that need accepting:\n  * Chef Infra Client\n"
    "  * Chef InSpec\n\nWould you like to accept the 2 product licenses?\n[yes/no]\n\n> \n"
    "If you do not accept this license you will\nnot be able to use Chef products.\n\n"
    "Do you accept the 2 product licenses (yes/no)?\n\n> \n+---------------------------------------------+\n"
    "Chef Infra Client cannot execute without accepting the license")


def chef_ok(updated: str) -> str:
    return ("Starting Chef Infra Client, version 18.4.12\nPatents: https://www.chef.io/patents\n"
            "[2026] INFO: *** Chef Infra Client 18.4.12 ***\nresolving cookbooks for run list\n"
            "Synchronizing cookbooks:\nInstalling cookbook gem dependencies:\nCompiling cookbooks...\n"
            f"Converging resources\n\nRunning handlers:\nRunning handlers complete\nInfra Phase complete, {updated}")


def chef() -> None:
    T.source(
        "s-chef-license", CHEF, "2026-04-04T15:00:00Z", "main",
        user("Converge the webnode recipe locally on this VM with chef-client in local mode and tell me what "
             "changed."),
        ok("ls cookbooks", "base\nwebnode"),
        err("sudo chef-client --local-mode --runlist 'recipe[webnode]'", CHEF_LICENSE_OUT, 172),
        say("Chef Infra Client 18 wants its licence accepted and cannot prompt from this non-interactive shell. "
            "Accepting it on the command line."),
        ok("sudo chef-client --chef-license accept --local-mode --runlist 'recipe[webnode]'",
           "+---------------------------------------------+\n✔ 2 product licenses accepted.\n"
           "+---------------------------------------------+\n"
           + chef_ok("7/19 resources updated in 14 seconds")),
    )
    T.lesson(
        "t35-chef-license", "global", "en", "s-chef-license", "tool_quirk",
        "chef-client run from a non-interactive shell dies at the licence prompt",
        "`sudo chef-client --local-mode --runlist 'recipe[webnode]'` prints the Chef License Acceptance box and "
        "exits 172 with \"Chef Infra Client cannot execute without accepting the license\".",
        "It looks like a hang-then-crash of the run itself; nothing in the cookbook is wrong, and the prompt "
        "cannot be answered because the agent's shell has no terminal.",
        "Chef Infra Client 15+ requires the EULA to be accepted once per host; with no TTY and no acceptance on "
        "record it refuses to run.",
        "Accept it without a prompt: `--chef-license accept` (or accept-silent / accept-no-persist), or "
        "CHEF_LICENSE=accept in the environment (in fish `set -x CHEF_LICENSE accept`; keep it through sudo with "
        "-E or --preserve-env), or `chef_license 'accept'` in client.rb. `accept` is persisted on that host, so "
        "later runs there need nothing.",
        ["`sudo chef-client --local-mode --runlist 'recipe[webnode]'` → \"Chef Infra Client cannot execute "
         "without accepting the license\"",
         "`sudo chef-client --chef-license accept --local-mode --runlist 'recipe[webnode]'` → "
         "\"2 product licenses accepted.\""],
    )

    T.later(
        "l-chef-fish-env", CHEF, "2026-05-05T11:30:00Z", "feat/tls",
        user("I'm on the new staging VM and my login shell is fish. Converge webnode::tls and check the site "
             "answers on https."),
        ok("fish -c 'echo $FISH_VERSION'", "3.7.1"),
        ok("fish -c 'set -x CHEF_LICENSE accept; sudo --preserve-env=CHEF_LICENSE chef-client -z -o "
           "\"recipe[webnode::tls]\"'",
           "+---------------------------------------------+\n✔ 2 product licenses persisted.\n"
           "+---------------------------------------------+\n" + chef_ok("3/12 resources updated in 9 seconds")),
        ok("curl -skI https://localhost | head -1", "HTTP/2 200"),
        say("Converged; nginx answers on https."),
    )
    T.pair("t35-chef-license", "l-chef-fish-env", "applied",
           "CHEF_LICENSE=accept is exported with set -x in fish and kept through sudo; the run converges")

    T.later(
        "l-chef-clientrb", CHEF, "2026-05-12T09:50:00Z", "main",
        user("Make local runs read .chef/client.rb and converge the base recipe with it."),
        read(f"{CHEF}/.chef/client.rb",
             "local_mode true\nchef_repo_path File.expand_path('..', __dir__)\nlog_level :info\n"),
        edit(f"{CHEF}/.chef/client.rb", "log_level :info\n", "log_level :info\nchef_license 'accept'\n"),
        ok("sudo chef-client -z -c .chef/client.rb -o 'recipe[base]'",
           chef_ok("2/31 resources updated in 21 seconds")),
    )
    T.pair("t35-chef-license", "l-chef-clientrb", "applied",
           "chef_license 'accept' is added to the client.rb the run reads, and the run passes")

    T.later(
        "l-chef-ssh-silent", CHEF, "2026-05-20T14:05:00Z", "main",
        user("web-03 is a fresh VM. Copy the repo over and converge base there over ssh."),
        ok("rsync -a --delete ./ web-03:/tmp/chef-repo/", ""),
        ok("ssh web-03 \"cd /tmp/chef-repo && sudo chef-client --chef-license accept-silent -z -o "
           "'recipe[base]'\"", chef_ok("27/31 resources updated in 1 minutes 12 seconds")),
        ok("ssh web-03 'systemctl is-active chrony'", "active"),
    )
    T.pair("t35-chef-license", "l-chef-ssh-silent", "applied",
           "the fresh host is converged with --chef-license accept-silent, a spelling the lesson names")

    T.later(
        "l-chef-fresh-vm", CHEF, "2026-05-27T10:10:00Z", "main",
        user("Same for web-04, also brand new."),
        ok("rsync -a --delete ./ web-04:/tmp/chef-repo/", ""),
        err("ssh web-04 \"cd /tmp/chef-repo && sudo chef-client -z -o 'recipe[base]'\"", CHEF_LICENSE_OUT, 172),
        ok("ssh web-04 \"cd /tmp/chef-repo && sudo chef-client --chef-license accept -z -o 'recipe[base]'\"",
           "+---------------------------------------------+\n✔ 2 product licenses accepted.\n"
           "+---------------------------------------------+\n"
           + chef_ok("27/31 resources updated in 1 minutes 5 seconds")),
    )
    T.pair("t35-chef-license", "l-chef-fresh-vm", "recurred",
           "on a new host chef-client without acceptance stops at the licence again (exit 172) before the fix")

    T.later(
        "l-chef-fish-unexported", CHEF, "2026-06-02T16:40:00Z", "feat/logrotate",
        user("Converge webnode::logrotate on the fish box staging-2."),
        err("ssh staging-2 \"fish -c 'set CHEF_LICENSE accept; sudo -E chef-client -z -o recipe[webnode::logrotate]'\"",
            CHEF_LICENSE_OUT, 172),
        say("In fish a plain `set` makes a shell variable that is not exported, so chef-client never saw it."),
        ok("ssh staging-2 \"fish -c 'set -x CHEF_LICENSE accept; sudo -E chef-client -z -o "
           "recipe[webnode::logrotate]'\"", chef_ok("1/4 resources updated in 6 seconds")),
    )
    T.pair("t35-chef-license", "l-chef-fish-unexported", "recurred",
           "with CHEF_LICENSE set but not exported in fish, chef-client stops at the licence again before set -x")

    T.later(
        "l-chef-missing-cookbook", CHEF, "2026-06-08T13:15:00Z", "main",
        user("On this VM, apply the nginx_conf recipe."),
        err("sudo chef-client -z -o 'recipe[nginx_conf]'",
            "Starting Chef Infra Client, version 18.4.12\nresolving cookbooks for run list: [\"nginx_conf\"]\n\n"
            "================================================================================\n"
            "Error Resolving Cookbooks for Run List:\n"
            "================================================================================\n\n"
            "Missing Cookbooks:\n------------------\nNo such cookbook: nginx_conf\n\n"
            "Chef Infra Client failed. 0 resources updated in 03 seconds\n"
            "[2026-06-08T13:16:02+00:00] FATAL: Chef::Exceptions::ChildConvergeError: Chef run process exited "
            "unsuccessfully (exit code 100)", 100),
        ok("ls cookbooks/webnode/recipes", "default.rb\nlogrotate.rb\nnginx_conf.rb\ntls.rb"),
        ok("sudo chef-client -z -o 'recipe[webnode::nginx_conf]'", chef_ok("1/6 resources updated in 4 seconds")),
    )
    T.pair("t35-chef-license", "l-chef-missing-cookbook", "neither",
           "the licence was already accepted on this VM; the only failure is a missing cookbook, a different error")

    T.later(
        "l-chef-pre-eula", CHEF, "2026-03-12T08:20:00Z", "main",
        user("Run the base recipe locally."),
        err("sudo chef-client -z -o 'recipe[base]'", CHEF_LICENSE_OUT, 172),
        ok("sudo chef-client --chef-license accept -z -o 'recipe[base]'", chef_ok("5/31 resources updated")),
    )
    T.pair("t35-chef-license", "l-chef-pre-eula", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


FILLS = [chef]
