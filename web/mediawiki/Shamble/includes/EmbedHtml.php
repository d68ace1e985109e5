<?php
/**
 * The markup of one embed: a sandboxed, lazily loaded iframe to the game site,
 * a caption naming the rules in force, and a plain link that opens the same
 * game in a tab (for readers whose browser shows no frame or runs no script).
 * Every attribute goes through Html::element/rawElement, which escape it.
 */

namespace MediaWiki\Extension\Shamble;

use Html;

class EmbedHtml {
	// allow-same-origin gives the game its own origin's storage (saves);
	// it is safe only because the site is served from another origin than the
	// wiki (docs/EMBED.md). No top navigation, no forms to the wiki.
	private const SANDBOX = 'allow-scripts allow-same-origin allow-downloads allow-popups '
		. 'allow-popups-to-escape-sandbox';

	public static function render( EmbedRequest $r, string $site, string $page ): string {
		$frameUrl = self::url( $r, $site, [ 'embed' => '1', 'page' => $page ] );
		$tabUrl = self::url( $r, $site, [] );
		$name = $r->game['name'];
		$msg = static function ( string $key, ...$params ) {
			return wfMessage( $key, ...$params )->inContentLanguage()->text();
		};

		$iframe = Html::element( 'iframe', [
			'src' => $frameUrl,
			'title' => $msg( 'shamble-frame-title', $name ),
			'sandbox' => self::SANDBOX,
			'loading' => 'lazy',
			'allow' => 'fullscreen; clipboard-write',
			'referrerpolicy' => 'no-referrer',
			'style' => 'height:' . $r->height . 'px',
		], $msg( 'shamble-noframe' ) );

		$caption = '';
		if ( $r->caption !== null ) {
			$caption .= Html::element( 'span', [ 'class' => 'shamble-caption-text' ], $r->caption ) . ' · ';
		}
		$caption .= Html::rawElement( 'span', [ 'class' => 'shamble-rules' ], self::rulesLine( $r, $msg ) );
		$caption .= ' · ' . Html::element( 'a', [
			'href' => $tabUrl, 'target' => '_blank', 'rel' => 'noopener', 'class' => 'shamble-open',
		], $msg( 'shamble-open' ) );

		return Html::rawElement( 'figure', [
			'class' => 'shamble-embed',
			'data-shamble-game' => $r->game['id'],
			'data-shamble-preset' => $r->preset,
		], $iframe . Html::rawElement( 'figcaption', [], $caption ) );
	}

	/** "Game · rules: preset (description) · changed: a = b · from a set position", escaped. */
	private static function rulesLine( EmbedRequest $r, callable $msg ): string {
		$preset = Manifest::preset( $r->game, $r->preset );
		$rules = $r->preset . ( $preset && $preset['description'] !== '' ? ' (' . $preset['description'] . ')' : '' );
		$html = htmlspecialchars( $msg( 'shamble-caption-rules', $r->game['name'], $rules ) );
		if ( $r->captionOptions ) {
			$parts = [];
			foreach ( $r->captionOptions as $name => $value ) {
				$o = Manifest::option( $r->game, $name );
				$parts[] = Html::element( 'abbr', [ 'title' => $o['meaning'] ?? '' ], $name ) . ' = '
					. htmlspecialchars( $value );
			}
			// The message wraps an already escaped list: substitute after escaping it.
			$html .= ' · ' . str_replace( '$1', implode( ', ', $parts ),
				htmlspecialchars( wfMessage( 'shamble-caption-changed' )->inContentLanguage()->plain() ) );
		}
		if ( $r->scenario !== null ) {
			$html .= ' · ' . htmlspecialchars( $msg( 'shamble-caption-scenario' ) );
		}
		return $html;
	}

	private static function url( EmbedRequest $r, string $site, array $extra ): string {
		$q = [];
		if ( $r->scenario === null || $r->scenarioDoc === null || !isset( $r->scenarioDoc['game'] ) ) {
			$q['game'] = $r->game['id'];
		}
		if ( $r->presetGiven ) {
			$q['preset'] = $r->preset;
		}
		foreach ( $r->options as $name => $value ) {
			$q[$name] = $value;
		}
		foreach ( [ 'seed' => $r->seed, 'players' => $r->players, 'speed' => $r->speed ] as $k => $v ) {
			if ( $v !== null ) {
				$q[$k] = (string)$v;
			}
		}
		if ( $r->seats !== null ) {
			$q['seats'] = implode( ',', $r->seats );
		}
		if ( $r->scenario !== null ) {
			$q['scenario'] = rtrim( $r->scenario, '=' );
		}
		if ( $r->at !== null ) {
			$q['at'] = (string)$r->at;
		}
		$q += $extra;
		return $site . ( strpos( $site, '?' ) === false ? '?' : '&' )
			. http_build_query( $q, '', '&', PHP_QUERY_RFC3986 );
	}
}
