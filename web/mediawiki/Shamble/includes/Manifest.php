<?php
/**
 * The games manifest (games.json, written by scripts/wiki-manifest from the
 * game's own driver): ids, names, player counts, presets and rule options.
 * The extension validates against it and keeps no copy of any rule.
 */

namespace MediaWiki\Extension\Shamble;

class Manifest {
	/** @var array<string,array> games by id, in the manifest's order */
	private $games = [];

	/** @var array<string,Manifest> parsed manifests by path, for pages with many tags */
	private static $cache = [];

	public static function load( ?string $path ): Manifest {
		$path = $path ?: dirname( __DIR__ ) . '/games.json';
		if ( isset( self::$cache[$path] ) ) {
			return self::$cache[$path];
		}
		$text = is_readable( $path ) ? file_get_contents( $path ) : false;
		if ( $text === false ) {
			throw new TagError( 'shamble-error-manifest', $path );
		}
		$doc = json_decode( $text, true );
		if ( !is_array( $doc ) || !isset( $doc['games'] ) || !is_array( $doc['games'] ) ) {
			throw new TagError( 'shamble-error-manifest', json_last_error_msg() );
		}
		$m = new Manifest();
		foreach ( $doc['games'] as $g ) {
			if ( is_array( $g ) && isset( $g['id'] ) ) {
				$m->games[(string)$g['id']] = $g;
			}
		}
		self::$cache[$path] = $m;
		return $m;
	}

	public function ids(): array {
		return array_keys( $this->games );
	}

	public function game( string $id ): ?array {
		return $this->games[$id] ?? null;
	}

	public static function preset( array $game, string $name ): ?array {
		foreach ( $game['presets'] as $p ) {
			if ( $p['name'] === $name ) {
				return $p;
			}
		}
		return null;
	}

	public static function option( array $game, string $name ): ?array {
		foreach ( $game['options'] as $o ) {
			if ( $o['name'] === $name ) {
				return $o;
			}
		}
		return null;
	}

	public static function presetNames( array $game ): array {
		return array_map( static function ( $p ) {
			return $p['name'];
		}, $game['presets'] );
	}
}
