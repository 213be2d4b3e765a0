#!/usr/bin/env bash
# Sets up a PostgreSQL server for a team on this machine (Debian's postgresql package): a
# database, a lead role that owns the projects, annotator roles that sign in to them, and a
# project (a schema) made by goldset-cli, so that everyone opens
#   postgresql://NAME@HOST/DATABASE?project=PROJECT
# in the app (File > Open Server Project) or in goldset-cli wherever a project file goes.
#
#   scripts/team-server.sh --database goldset --lead lena --annotators anna,ben,chen \
#       --project support --from support.goldset [--listen '*']
#
# Run it as root or as a user who may run commands as "postgres" with sudo. Passwords are asked
# for on the terminal (never on the command line, never stored by Goldset); annotators keep
# theirs in ~/.pgpass or type it when they open the project. --from names the project file
# copied to the server (goldset-cli project copy): an existing one, or a new empty one made in
# the app (File > New Project). Later annotators the lead adds on the Batches page (a role with
# the password the lead types, in goldset_annotator); row-level security on the project, made
# when goldset-cli creates it, hides the others' grades and the judge's verdicts in blind batches.
set -euo pipefail
cd "$(dirname "$0")/.."

database=goldset lead="" annotators="" project=goldset from="" listen=""
while [[ $# -gt 0 ]]; do
    case "$1" in
    --database) database=$2; shift 2 ;;
    --lead) lead=$2; shift 2 ;;
    --annotators) annotators=$2; shift 2 ;;
    --project) project=$2; shift 2 ;;
    --from) from=$2; shift 2 ;;
    --listen) listen=$2; shift 2 ;;
    -h|--help) sed -n 2,19p "$0"; exit 0 ;;
    *) echo "team-server.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [[ -z "$lead" || -z "$from" ]]; then
    echo "team-server.sh: --lead NAME and --from FILE.goldset are required (see --help)" >&2
    exit 2
fi
if [[ ! -f "$from" ]]; then
    echo "team-server.sh: $from does not exist" >&2
    exit 2
fi
name_ok() { [[ "$1" =~ ^[a-z_][a-z0-9_]{0,62}$ ]]; }
for name in "$database" "$lead" "$project" ${annotators//,/ }; do
    name_ok "$name" || { echo "team-server.sh: '$name': use lower-case letters, digits and _" >&2; exit 2; }
done

scripts/install-deps.sh
if [[ $(id -u) -eq 0 ]]; then as_postgres=(runuser -u postgres --); else as_postgres=(sudo -u postgres); fi
psql_admin() { "${as_postgres[@]}" psql -v ON_ERROR_STOP=1 -qAt "$@"; }

# A cluster that runs (Debian's pg_ctlcluster; the package makes "main" on install).
if ! "${as_postgres[@]}" psql -qAt -c 'SELECT 1' >/dev/null 2>&1; then
    version=$(ls /usr/lib/postgresql | sort -V | tail -1)
    pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main
    pg_ctlcluster "$version" main start
fi
if [[ -n "$listen" ]]; then
    psql_admin -c "ALTER SYSTEM SET listen_addresses = '$listen'"
    echo "listen_addresses set to '$listen': restart the server and allow the team's network in pg_hba.conf"
fi

ask_password() {
    local who=$1 first second
    read -r -s -p "Password for $who: " first; echo >&2
    read -r -s -p "Again: " second; echo >&2
    [[ "$first" == "$second" && -n "$first" ]] || { echo "team-server.sh: the passwords differ or are empty" >&2; exit 2; }
    printf '%s' "$first"
}
lead_password=""
make_role() {
    local role=$1 extra=$2 password
    password=$(ask_password "$role")
    [[ "$role" == "$lead" ]] && lead_password=$password
    # The password goes through psql's variable quoting, not through the shell's command line.
    if [[ -z "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$role'")" ]]; then
        psql_admin -v pw="$password" <<<"CREATE ROLE $role LOGIN $extra PASSWORD :'pw'"
    else
        psql_admin -v pw="$password" <<<"ALTER ROLE $role LOGIN $extra PASSWORD :'pw'"
    fi
}

make_role "$lead" "CREATEROLE"
psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$database'" | grep -q 1 ||
    psql_admin -c "CREATE DATABASE $database OWNER $lead TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'"
psql_admin -c "GRANT ALL ON DATABASE $database TO $lead"
psql_admin -d "$database" -c "ALTER SCHEMA public OWNER TO $lead"
if [[ -n "$annotators" ]]; then
    psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = 'goldset_annotator'" | grep -q 1 ||
        psql_admin -c "CREATE ROLE goldset_annotator NOLOGIN"
    for annotator in ${annotators//,/ }; do
        make_role "$annotator" ""
        psql_admin -c "GRANT goldset_annotator TO $annotator"
    done
    psql_admin -c "GRANT CONNECT ON DATABASE $database TO goldset_annotator"
fi

# Over TCP on this machine: Debian's pg_hba.conf asks for the password there (a local socket
# would ask for an operating-system user of the same name).
url="postgresql://$lead@localhost/$database?project=$project"
# This checkout's goldset-cli, brought up to date (GOLDSET_CLI names another).
cli=${GOLDSET_CLI:-}
if [[ -z "$cli" ]]; then
    cmake --preset release >/dev/null && cmake --build --preset release --target goldset-cli >/dev/null
    cli=build/release/app/goldset-cli
fi
if PGPASSWORD=$lead_password "$cli" stats --project "$url" --json >/dev/null 2>&1; then
    echo "team-server.sh: the project $project exists already in $database; left as it is" >&2
else
    PGPASSWORD=$lead_password "$cli" project copy "$from" "$url"
fi
# The annotators' grants on the project (its tables, but not the judge's columns of claim,
# which they read through the masking view) are Goldset's: made when the project is created
# or opened by the lead (storage::ServerRoles::secureProject), for the group made above.
echo
echo "Done. The team opens: postgresql://NAME@$(hostname -f 2>/dev/null || hostname)/$database?project=$project"
