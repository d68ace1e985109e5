<?php
/**
 * The configured game site. Only http(s) addresses are accepted, so a
 * misconfiguration can never turn the frame into a javascript: or data: URL.
 */

namespace MediaWiki\Extension\Shamble;

class SiteUrl {
	public static function fromConfig( string $url ): string {
		$url = trim( $url );
		$scheme = strtolower( (string)parse_url( $url, PHP_URL_SCHEME ) );
		if ( $url === '' || !in_array( $scheme, [ 'http', 'https' ], true )
			|| !parse_url( $url, PHP_URL_HOST ) ) {
			throw new TagError( 'shamble-error-unconfigured' );
		}
		// The site's index.html answers at the folder; drop any query the admin left.
		$url = preg_replace( '/[?#].*$/', '', $url );
		return $url;
	}
}
