#!/usr/bin/env bash
# WordPress 6.1 as Debian 12 ships it (the `wordpress` package, theme Twenty Twenty-Three) on
# Apache and MariaDB, at http://127.0.0.1:8080/, filled with the same home page and blog posts as
# our site, for `npm run lighthouse` to audit beside ours (LIGHTHOUSE_COMPARE). See README.md.
#
#   sudo scripts/wordpress/setup.sh [our site URL, default http://127.0.0.1:4701]
#
# Run as root, with our production server answering at that URL. Running it again starts over:
# the database is dropped and made again and the uploads are emptied, so nothing is doubled.
# The daemons run pinned to one core (WP_CPU, default 0: the core our server has in the
# benchmarks, scripts/bench/server.ts SERVER_CPU), so both sites get the same share of the machine.
#
# Meant for a machine that serves this comparison only: it takes over Apache's ports and sites,
# and WordPress's uploads folder.
set -euo pipefail

SITE_URL="${1:-http://127.0.0.1:4701}"
WP_HOST=127.0.0.1
WP_PORT=8080
WP_URL="http://$WP_HOST:$WP_PORT"
WP_CPU="${WP_CPU:-0}"
DB_NAME=wordpress_compare
DB_USER=wordpress_compare
EXPORT_DIR="${EXPORT_DIR:-/var/tmp/wordpress-compare}"
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PACKAGES=(wordpress wordpress-theme-twentytwentythree mariadb-server apache2 libapache2-mod-php php-mysql php-gd)

if [[ $EUID -ne 0 ]]; then
  echo "Run as root (it installs packages and configures Apache and MariaDB)." >&2
  exit 1
fi

step() { echo "== $*"; }

# A random string of letters and digits: the database password and WordPress's keys. They
# protect nothing but this local copy, so they are made anew on every run and kept nowhere else.
random() { head -c 256 /dev/urandom | base64 -w0 | tr -dc 'A-Za-z0-9' | cut -c "1-${1:-32}"; }

wait_for() {
  local what="$1" tries=60
  shift
  until "$@" >/dev/null 2>&1; do
    ((--tries)) || { echo "$what did not come up" >&2; exit 1; }
    sleep 0.5
  done
}

step "Checking our site at $SITE_URL"
if ! curl -fsS -o /dev/null "$SITE_URL/api/site/company"; then
  echo "Our site does not answer at $SITE_URL. Start the production server first (README.md)." >&2
  exit 1
fi

step "Installing ${PACKAGES[*]}"
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [[ ${#missing[@]} -eq 0 ]]; then
  echo "already installed"
else
  # Without an init system the packages' scripts cannot start their daemons (and must not: they
  # would run on every core and on port 80); this script starts them itself below.
  made_policy=false
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    made_policy=true
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
  if $made_policy; then rm -f /usr/sbin/policy-rc.d; fi
fi
echo "wordpress $(dpkg-query -W -f='${Version}' wordpress)"

step "Stopping Apache and MariaDB if they run"
if [[ -s /var/run/apache2/apache2.pid ]] && kill -0 "$(cat /var/run/apache2/apache2.pid)" 2>/dev/null; then
  apachectl stop
  wait_for "Apache's stop" bash -c '! kill -0 "$(cat /var/run/apache2/apache2.pid 2>/dev/null)" 2>/dev/null'
fi
if mysqladmin ping >/dev/null 2>&1; then
  mysqladmin shutdown
  wait_for "MariaDB's stop" bash -c '! mysqladmin ping'
fi

step "Starting MariaDB on core $WP_CPU"
install -d -o mysql -g mysql /run/mysqld
setsid taskset -c "$WP_CPU" mysqld_safe </dev/null >/dev/null 2>&1 &
wait_for MariaDB mysqladmin ping

step "Making the database $DB_NAME"
DB_PASSWORD="$(random 32)"
mysql <<SQL
DROP DATABASE IF EXISTS $DB_NAME;
CREATE DATABASE $DB_NAME CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON $DB_NAME.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL

step "Writing /etc/wordpress/config-$WP_HOST.php"
# Debian's wp-config.php reads /etc/wordpress/config-<host>.php for the request's host.
{
  echo "<?php"
  echo "// Written by scripts/wordpress/setup.sh: a local copy of WordPress for comparison."
  echo "define('DB_NAME', '$DB_NAME');"
  echo "define('DB_USER', '$DB_USER');"
  echo "define('DB_PASSWORD', '$DB_PASSWORD');"
  echo "define('DB_HOST', 'localhost');"
  echo "define('DB_CHARSET', 'utf8mb4');"
  echo "define('DB_COLLATE', '');"
  for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
    echo "define('$key', '$(random 64)');"
  done
  echo "\$table_prefix = 'wp_';"
  echo "define('WP_DEBUG', false);"
} >"/etc/wordpress/config-$WP_HOST.php"
chown root:www-data "/etc/wordpress/config-$WP_HOST.php"
chmod 640 "/etc/wordpress/config-$WP_HOST.php"

step "Configuring Apache for $WP_URL"
# Only this address and port: nothing on port 80, nothing reachable from outside.
cat >/etc/apache2/ports.conf <<CONF
# Written by scripts/wordpress/setup.sh: WordPress for comparison, on the loopback only.
ServerName $WP_HOST
Listen $WP_HOST:$WP_PORT
CONF
# The layout of Debian's example (/usr/share/doc/wordpress/examples/apache.conf): the package's
# files as the document root, wp-content from /var/lib/wordpress. The rewrite rules are those
# WordPress writes into .htaccess for pretty permalinks, given here since it cannot write there.
cat >/etc/apache2/sites-available/wordpress-compare.conf <<CONF
<VirtualHost $WP_HOST:$WP_PORT>
    ServerName $WP_HOST
    DocumentRoot /usr/share/wordpress
    DirectoryIndex index.php index.html
    Alias /wp-content /var/lib/wordpress/wp-content
    ErrorLog \${APACHE_LOG_DIR}/wordpress-compare-error.log
    CustomLog \${APACHE_LOG_DIR}/wordpress-compare-access.log combined

    <Directory /usr/share/wordpress>
        Options FollowSymLinks
        AllowOverride All
        Require all granted
        RewriteEngine On
        RewriteBase /
        RewriteRule ^index\.php$ - [L]
        RewriteCond %{REQUEST_FILENAME} !-f
        RewriteCond %{REQUEST_FILENAME} !-d
        RewriteRule . /index.php [L]
    </Directory>
    <Directory /var/lib/wordpress/wp-content>
        Options FollowSymLinks
        Require all granted
    </Directory>
</VirtualHost>
CONF
a2enmod -q rewrite >/dev/null
a2dissite -q 000-default >/dev/null 2>&1 || true
a2ensite -q wordpress-compare >/dev/null
apachectl configtest

step "Starting Apache on core $WP_CPU"
taskset -c "$WP_CPU" apachectl start
wait_for Apache curl -fsS -o /dev/null "$WP_URL/wp-includes/images/blank.gif"

step "Exporting our content from $SITE_URL into $EXPORT_DIR"
rm -rf "$EXPORT_DIR"
(cd "$REPO" && npx tsx scripts/wordpress/export.ts "$SITE_URL" "$EXPORT_DIR")

step "Installing and filling WordPress"
# The uploads of an earlier run belong to the database just dropped; left there, the new ones
# would get other names (home-hero-1.jpg).
find /var/lib/wordpress/wp-content/uploads -mindepth 1 -delete
taskset -c "$WP_CPU" php "$REPO/scripts/wordpress/fill.php" "$EXPORT_DIR" "$WP_URL"
chown -R www-data:www-data /var/lib/wordpress/wp-content/uploads

step "Checking the pages"
SLUG="$(php -r '$e = json_decode(file_get_contents($argv[1]), true); foreach ($e["posts"] as $p) if ($p["audited"]) echo $p["slug"];' "$EXPORT_DIR/content.json")"
# One visit each, and one to WP-Cron, so that the tasks a new site has due run now rather than
# during the first audited page load.
curl -fsS -o /dev/null "$WP_URL/wp-cron.php" || true
for url in "$WP_URL/" "$WP_URL/$SLUG/"; do
  code="$(curl -s -o /dev/null -w '%{http_code}' "$url")"
  echo "$code $url"
  [[ $code == 200 ]] || { echo "$url answered $code" >&2; exit 1; }
done
for pid in $(pgrep -x mariadbd) $(pgrep -x apache2); do
  taskset -p "$pid"
done

echo
echo "WordPress runs at $WP_URL/ (Apache and MariaDB on core $WP_CPU). Audit it beside our site with:"
echo "  LIGHTHOUSE_PIN=true LIGHTHOUSE_COMPARE=\"WordPress /=$WP_URL/,WordPress a post=$WP_URL/$SLUG/\" npm run lighthouse"
