<?php
/**
 * `php scripts/wordpress/fill.php <folder> <WordPress URL> [WordPress directory]`: installs
 * WordPress into its (empty) database and fills it with what scripts/wordpress/export.ts wrote
 * into <folder>: a static front page "Home" with the home page's texts and hero photo, and the
 * blog posts with their photos, at the same slugs as on our site. Everything goes through
 * WordPress's own functions, as its installer and editor would do it, so that WordPress makes its
 * own image sizes and srcset and renders the pages exactly as it ships.
 *
 * Run by scripts/wordpress/setup.sh, which starts from an empty database each time.
 */

if (PHP_SAPI !== 'cli') {
    exit(1);
}
if ($argc < 3) {
    fwrite(STDERR, "Usage: php fill.php <export folder> <WordPress URL> [WordPress directory]\n");
    exit(2);
}
$folder = rtrim($argv[1], '/');
$site_url = rtrim($argv[2], '/');
$wordpress_dir = rtrim($argv[3] ?? '/usr/share/wordpress', '/');
$export = json_decode((string) file_get_contents("$folder/content.json"), true);
if (!is_array($export)) {
    fwrite(STDERR, "No content.json in $folder: run scripts/wordpress/export.ts first\n");
    exit(1);
}

// Debian's wp-config.php picks /etc/wordpress/config-<host>.php by the request's host, so the
// command line poses as a request to the site.
$parts = parse_url($site_url);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['SERVER_PORT'] = (string) ($parts['port'] ?? 80);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
// The installation runs in a process of its own, and the filling in a second one (this script
// again): WordPress settles some things as it loads (the uploads' URL from the site's address,
// the theme), which an installation made in the same process would leave unset.
$filling = getenv('WP_FILL_CONTENT') === '1';
if (!$filling) {
    // As wp-admin/install.php does: WordPress loads without redirecting to its installer.
    define('WP_INSTALLING', true);
}

require "$wordpress_dir/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/media.php';


function fail(string $what, $error): void
{
    fwrite(STDERR, "$what: " . (is_wp_error($error) ? $error->get_error_message() : var_export($error, true)) . "\n");
    exit(1);
}

/** A block as the editor saves it: its comment delimiters around its HTML. */
function block(string $name, array $attributes, string $html): string
{
    return get_comment_delimited_block_content($name, $attributes, $html);
}

/** Blocks one after another, as the editor separates them. */
function blocks(array $list): string
{
    return implode("\n\n", $list);
}

function paragraph_block(array $lines): string
{
    return block('core/paragraph', [], "\n<p>" . implode('<br>', array_map('esc_html', $lines)) . "</p>\n");
}

/**
 * The page's own title is its <h1> (the theme's post title block), so the exported page's <h1>
 * becomes the first heading under it; other levels are kept.
 */
function heading_block(int $level, string $text): string
{
    $level = max(2, min(6, $level));
    $attributes = $level === 2 ? [] : ['level' => $level];
    return block('core/heading', $attributes, "\n<h$level>" . esc_html($text) . "</h$level>\n");
}

function list_block(array $items): string
{
    $inner = '';
    foreach ($items as $item) {
        $inner .= block('core/list-item', [], "\n<li>" . esc_html($item) . "</li>\n");
    }
    return block('core/list', [], "\n<ul>$inner</ul>\n");
}

function quote_block(string $text, string $cite): string
{
    $inner = paragraph_block([$text]) . ($cite !== '' ? '<cite>' . esc_html($cite) . '</cite>' : '');
    return block('core/quote', [], "\n<blockquote class=\"wp-block-quote\">$inner</blockquote>\n");
}

function buttons_block(array $links): string
{
    $inner = '';
    foreach ($links as $link) {
        $a = '<a class="wp-block-button__link wp-element-button" href="' . esc_url($link['href'], ['http', 'https', 'tel', 'mailto']) . '">' . esc_html($link['text']) . '</a>';
        $inner .= block('core/button', [], "\n<div class=\"wp-block-button\">$a</div>\n");
    }
    return block('core/buttons', [], "\n<div class=\"wp-block-buttons\">$inner</div>\n");
}

/** An image block at the "large" size, the editor's default for a new image. */
function image_block(int $id, string $alt): string
{
    $large = wp_get_attachment_image_src($id, 'large');
    $img = '<img src="' . esc_url($large[0]) . '" alt="' . esc_attr($alt) . "\" class=\"wp-image-$id\"/>";
    return block('core/image', ['id' => $id, 'sizeSlug' => 'large', 'linkDestination' => 'none'], "\n<figure class=\"wp-block-image size-large\">$img</figure>\n");
}

/** A full-width cover: the photo behind the blocks, dimmed by half, as the editor makes one. */
function cover_block(int $id, string $alt, string $inner): string
{
    $url = wp_get_attachment_url($id);
    $attributes = ['url' => $url, 'id' => $id, 'alt' => $alt, 'dimRatio' => 50, 'align' => 'full'];
    $html = '<div class="wp-block-cover alignfull"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>'
        . "<img class=\"wp-block-cover__image-background wp-image-$id\" alt=\"" . esc_attr($alt) . '" src="' . esc_url($url) . '" data-object-fit="cover"/>'
        . "<div class=\"wp-block-cover__inner-container\">$inner</div></div>";
    return block('core/cover', $attributes, "\n$html\n");
}

function render_blocks(array $list): string
{
    $out = [];
    foreach ($list as $b) {
        switch ($b['type']) {
            case 'heading':
                $out[] = heading_block((int) $b['level'] === 1 ? 2 : (int) $b['level'], $b['text']);
                break;
            case 'paragraph':
                $out[] = paragraph_block($b['lines']);
                break;
            case 'list':
                $out[] = list_block($b['items']);
                break;
            case 'quote':
                $out[] = quote_block($b['text'], $b['cite']);
                break;
            case 'buttons':
                $out[] = buttons_block($b['links']);
                break;
        }
    }
    return blocks($out);
}

/**
 * Uploads a photo from the folder as the media library does (a copy, since the upload moves its
 * file): WordPress stores it, makes its sizes and records them for srcset.
 */
function upload_photo(string $folder, array $photo, int $parent): int
{
    $tmp = wp_tempnam($photo['file']);
    copy("$folder/{$photo['file']}", $tmp);
    $id = media_handle_sideload(['name' => $photo['file'], 'tmp_name' => $tmp], $parent);
    if (is_wp_error($id)) {
        fail("Uploading {$photo['file']}", $id);
    }
    update_post_meta($id, '_wp_attachment_image_alt', wp_slash($photo['alt']));
    return $id;
}

function insert_post(array $post): int
{
    $id = wp_insert_post(wp_slash($post), true);
    if (is_wp_error($id)) {
        fail("Saving \"{$post['post_title']}\"", $id);
    }
    return $id;
}

/** Saves the content of a post made before its photos (which are uploaded to it). */
function set_content(int $id, string $content): void
{
    $saved = wp_update_post(wp_slash(['ID' => $id, 'post_content' => $content]), true);
    if (is_wp_error($saved)) {
        fail("Saving the content of post $id", $saved);
    }
}

// --- Install, as the installer's form would with these answers; then fill in a new process.
if (!$filling) {
    if (is_blog_installed()) {
        fwrite(STDERR, "WordPress is already installed in this database; setup.sh starts from an empty one\n");
        exit(1);
    }
    // No mail server here: the installer's "your new site" e-mail is not sent.
    add_filter('pre_wp_mail', '__return_false');
    $admin_password = wp_generate_password(24, false);
    $installed = wp_install($export['site']['name'], 'admin', 'admin@example.com', true, '', $admin_password);
    if (empty($installed['user_id'])) {
        fail('Installing WordPress', $installed);
    }
    update_option('siteurl', $site_url);
    update_option('home', $site_url);
    update_option('blogdescription', $export['site']['tagline']);
    echo "WordPress " . get_bloginfo('version') . " installed (administrator: admin, password $admin_password)\n";
    putenv('WP_FILL_CONTENT=1');
    passthru(implode(' ', array_map('escapeshellarg', array_merge([PHP_BINARY, __FILE__], array_slice($argv, 1)))), $status);
    exit($status);
}

// As the administrator, who may save any markup (no filtering of the blocks' HTML).
wp_set_current_user(get_user_by('login', 'admin')->ID);

// The installer's sample post (with its comment) and sample page are not our content.
foreach (['post', 'page'] as $type) {
    foreach (get_posts(['post_type' => $type, 'post_status' => 'any', 'numberposts' => -1]) as $sample) {
        if (in_array($sample->post_name, ['hello-world', 'sample-page'], true)) {
            wp_delete_post($sample->ID, true);
        }
    }
}

// --- The posts, oldest first, as they were written.
$authors = [];
$posts = $export['posts'];
usort($posts, fn($a, $b) => strcmp($a['date'], $b['date']));
$audited_url = null;
foreach ($posts as $post) {
    $name = $post['author'];
    if (!isset($authors[$name])) {
        $login = sanitize_user(sanitize_title($name), true);
        $user = wp_insert_user([
            'user_login' => $login,
            'user_pass' => wp_generate_password(24, false),
            'user_email' => "$login@example.com",
            'display_name' => $name,
            'first_name' => strtok($name, ' '),
            'last_name' => trim((string) strstr($name, ' ')),
            'role' => 'author',
        ]);
        if (is_wp_error($user)) {
            fail("Adding the author $name", $user);
        }
        $authors[$name] = $user;
    }
    $term = term_exists($post['category'], 'category') ?: wp_insert_term($post['category'], 'category');
    if (is_wp_error($term)) {
        fail("Adding the category {$post['category']}", $term);
    }
    $gmt = gmdate('Y-m-d H:i:s', strtotime($post['date']));
    $id = insert_post([
        'post_type' => 'post',
        'post_status' => 'publish',
        'post_title' => $post['title'],
        'post_name' => $post['slug'],
        'post_author' => $authors[$name],
        'post_date_gmt' => $gmt,
        'post_date' => get_date_from_gmt($gmt),
        'post_category' => [(int) $term['term_id']],
        'tags_input' => $post['tags'],
        'post_content' => '',
    ]);
    $photos = [];
    foreach ($post['photos'] as $photo) {
        $photos[] = ['id' => upload_photo($folder, $photo, $id), 'alt' => $photo['alt']];
    }
    // The first photo is the featured image the theme shows above the title; the others follow the text.
    $content = array_map(fn($p) => paragraph_block([$p]), $post['paragraphs']);
    foreach (array_slice($photos, 1) as $photo) {
        $content[] = image_block($photo['id'], $photo['alt']);
    }
    set_content($id, blocks($content));
    if ($photos) {
        set_post_thumbnail($id, $photos[0]['id']);
    }
    if (get_post_field('post_name', $id) !== $post['slug']) {
        fail("The slug of \"{$post['title']}\"", get_post_field('post_name', $id));
    }
    echo "Post: {$post['title']} (/{$post['slug']}/)" . ($post['audited'] ? ', the one audited' : '') . "\n";
}

// --- The front page: the hero as a cover with its photo, then each section's blocks.
$home = $export['home'];
$page_id = insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Home', 'post_name' => 'home', 'post_content' => '']);
$hero_inner = render_blocks($home['hero']['blocks']);
if ($home['hero']['photo']) {
    $hero_photo = upload_photo($folder, $home['hero']['photo'], $page_id);
    $content = [cover_block($hero_photo, $home['hero']['photo']['alt'], $hero_inner)];
} else {
    $content = [$hero_inner];
}
foreach ($home['sections'] as $section) {
    $content[] = render_blocks($section['blocks']);
}
set_content($page_id, blocks($content));
update_option('show_on_front', 'page');
update_option('page_on_front', $page_id);
echo "Front page: Home (" . count($home['sections']) . " sections after the hero)\n";

// --- Permalinks as /%postname%/, like our /blog/<slug>.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);

echo "WordPress filled at $site_url/\n";
