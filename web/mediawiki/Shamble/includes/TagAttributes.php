<?php
/**
 * Checks a <shamble> tag's attributes against the games manifest and turns
 * them into an EmbedRequest. Every check throws a TagError naming what is
 * wrong and what would be right; nothing unchecked reaches the page.
 */

namespace MediaWiki\Extension\Shamble;

class TagAttributes {
	public const ALLOWED = [ 'game', 'preset', 'options', 'scenario', 'seed', 'players', 'seats',
		'speed', 'height', 'caption', 'at' ];
	// A scenario link's code is URL-safe base64 of compact JSON; positions of
	// the bundled scenarios are 1-3 KB, so this leaves room without inviting abuse.
	public const SCENARIO_MAX = 12000;
	public const CAPTION_MAX = 300;
	public const HEIGHT_MIN = 240;
	public const HEIGHT_MAX = 1600;
	private const SEAT_KINDS = [ 'human', 'bot:easy', 'bot:normal', 'bot:strong' ];
	private const SPEEDS = [ '1', '2', '4', 'instant' ];

	public static function parse( array $args, Manifest $manifest, int $defaultHeight ): EmbedRequest {
		$r = new EmbedRequest();
		foreach ( $args as $name => $value ) {
			if ( !in_array( $name, self::ALLOWED, true ) ) {
				throw new TagError( 'shamble-error-unknown-attribute', $name, implode( ', ', self::ALLOWED ) );
			}
		}
		$a = array_map( static function ( $v ) {
			return trim( (string)$v );
		}, $args );

		$scenarioGame = null;
		if ( ( $a['scenario'] ?? '' ) !== '' ) {
			$r->scenario = $a['scenario'];
			$r->scenarioDoc = self::decodeScenario( $r->scenario );
			if ( isset( $r->scenarioDoc['game'] ) ) {
				$scenarioGame = (string)$r->scenarioDoc['game'];
			}
		}
		$gameId = ( $a['game'] ?? '' ) !== '' ? $a['game'] : $scenarioGame;
		if ( $gameId === null ) {
			throw new TagError( 'shamble-error-no-game', implode( ', ', $manifest->ids() ) );
		}
		$game = $manifest->game( $gameId );
		if ( !$game ) {
			throw new TagError( 'shamble-error-game', $gameId, implode( ', ', $manifest->ids() ) );
		}
		if ( $scenarioGame !== null && $scenarioGame !== $gameId ) {
			throw new TagError( 'shamble-error-scenario-game', $scenarioGame, $gameId );
		}
		$r->game = $game;

		$r->preset = $game['default_preset'];
		$presetGiven = $a['preset'] ?? ( isset( $r->scenarioDoc['preset'] ) ? (string)$r->scenarioDoc['preset'] : '' );
		if ( $presetGiven !== '' ) {
			if ( !Manifest::preset( $game, $presetGiven ) ) {
				throw new TagError( 'shamble-error-preset', $game['name'], $presetGiven,
					implode( ', ', Manifest::presetNames( $game ) ) );
			}
			$r->preset = $presetGiven;
			$r->presetGiven = isset( $a['preset'] );
		}

		// A scenario may set options itself; the tag's own options win, as in the URL.
		if ( isset( $r->scenarioDoc['options'] ) && is_array( $r->scenarioDoc['options'] ) ) {
			foreach ( $r->scenarioDoc['options'] as $name => $value ) {
				$r->captionOptions[(string)$name] = self::checkOption( $game, (string)$name, self::scalar( $value ) );
			}
		}
		if ( ( $a['options'] ?? '' ) !== '' ) {
			foreach ( explode( ',', $a['options'] ) as $piece ) {
				$piece = trim( $piece );
				if ( $piece === '' ) {
					continue;
				}
				if ( !preg_match( '/^([a-z0-9_]+)\s*=\s*(\S+)$/', $piece, $m ) ) {
					throw new TagError( 'shamble-error-option-syntax', $piece );
				}
				$value = self::checkOption( $game, $m[1], $m[2] );
				$r->options[$m[1]] = $value;
				$r->captionOptions[$m[1]] = $value;
			}
		}

		if ( isset( $a['seed'] ) ) {
			if ( !preg_match( '/^[0-9]{1,18}$/', $a['seed'] ) ) {
				throw new TagError( 'shamble-error-seed', $a['seed'] );
			}
			$r->seed = $a['seed'];
		}
		if ( isset( $a['players'] ) ) {
			$n = preg_match( '/^[0-9]{1,2}$/', $a['players'] ) ? (int)$a['players'] : -1;
			if ( $n < $game['min_players'] || $n > $game['max_players'] ) {
				throw new TagError( 'shamble-error-players', $game['name'], $game['min_players'],
					$game['max_players'], $a['players'] );
			}
			$r->players = $n;
		}
		if ( isset( $a['seats'] ) ) {
			$seats = array_map( 'trim', explode( ',', $a['seats'] ) );
			$ok = count( $seats ) >= $game['min_players'] && count( $seats ) <= $game['max_players'];
			foreach ( $seats as $s ) {
				$ok = $ok && in_array( $s, self::SEAT_KINDS, true );
			}
			if ( !$ok ) {
				throw new TagError( 'shamble-error-seats', $a['seats'], $game['min_players'], $game['max_players'] );
			}
			$r->seats = $seats;
		}
		if ( isset( $a['speed'] ) ) {
			if ( !in_array( $a['speed'], self::SPEEDS, true ) ) {
				throw new TagError( 'shamble-error-speed', $a['speed'] );
			}
			$r->speed = $a['speed'];
		}
		// A moment of a shared game: the frame opens its replay after the first `at` moves.
		if ( isset( $a['at'] ) ) {
			if ( $r->scenario === null ) {
				throw new TagError( 'shamble-error-at-scenario' );
			}
			if ( !preg_match( '/^[0-9]{1,6}$/', $a['at'] ) ) {
				throw new TagError( 'shamble-error-at', $a['at'] );
			}
			$r->at = (int)$a['at'];
		}
		$r->height = $defaultHeight;
		if ( isset( $a['height'] ) ) {
			$h = preg_match( '/^[0-9]{1,4}(px)?$/', $a['height'] ) ? (int)$a['height'] : -1;
			if ( $h < self::HEIGHT_MIN || $h > self::HEIGHT_MAX ) {
				throw new TagError( 'shamble-error-height', $a['height'], self::HEIGHT_MIN, self::HEIGHT_MAX );
			}
			$r->height = $h;
		}
		if ( isset( $a['caption'] ) ) {
			if ( mb_strlen( $a['caption'] ) > self::CAPTION_MAX ) {
				throw new TagError( 'shamble-error-caption', self::CAPTION_MAX );
			}
			$r->caption = $a['caption'];
		}
		return $r;
	}

	private static function decodeScenario( string $code ): array {
		if ( strlen( $code ) > self::SCENARIO_MAX ) {
			throw new TagError( 'shamble-error-scenario', self::SCENARIO_MAX, 'too long' );
		}
		if ( !preg_match( '/^[A-Za-z0-9_-]+={0,2}$/', $code ) ) {
			throw new TagError( 'shamble-error-scenario', self::SCENARIO_MAX,
				'only letters, digits, "-" and "_" may appear' );
		}
		$json = base64_decode( strtr( rtrim( $code, '=' ), '-_', '+/' ), true );
		$doc = $json === false ? null : json_decode( $json, true );
		if ( !is_array( $doc ) || array_is_list( $doc ) ) {
			throw new TagError( 'shamble-error-scenario', self::SCENARIO_MAX, 'it does not decode to a JSON object' );
		}
		return $doc;
	}

	private static function scalar( $v ): string {
		if ( is_bool( $v ) ) {
			return $v ? 'true' : 'false';
		}
		return is_scalar( $v ) ? (string)$v : json_encode( $v );
	}

	private static function checkOption( array $game, string $name, string $value ): string {
		$o = Manifest::option( $game, $name );
		if ( !$o ) {
			throw new TagError( 'shamble-error-option', $game['name'], $name );
		}
		switch ( $o['type'] ) {
			case 'bool':
				if ( !in_array( $value, [ 'true', 'false' ], true ) ) {
					throw new TagError( 'shamble-error-option-value', $name, $value, 'true or false' );
				}
				break;
			case 'int':
				if ( !preg_match( '/^-?[0-9]{1,9}$/', $value ) || (int)$value < $o['min'] || (int)$value > $o['max'] ) {
					throw new TagError( 'shamble-error-option-value', $name, $value,
						"a whole number from {$o['min']} to {$o['max']}" );
				}
				break;
			case 'choice':
				if ( !in_array( $value, $o['choices'], true ) ) {
					throw new TagError( 'shamble-error-option-value', $name, $value,
						'one of ' . implode( ', ', $o['choices'] ) );
				}
				break;
		}
		return $value;
	}
}
