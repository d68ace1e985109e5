<?php
/**
 * A wrong attribute of a <shamble> tag: a message key and its parameters, so
 * the error box speaks the wiki's language.
 */

namespace MediaWiki\Extension\Shamble;

use Exception;

class TagError extends Exception {
	/** @var string */
	private $key;
	/** @var array */
	private $params;

	public function __construct( string $key, ...$params ) {
		parent::__construct( $key );
		$this->key = $key;
		$this->params = array_map( 'strval', $params );
	}

	public function getMessageKey(): string {
		return $this->key;
	}

	public function getParams(): array {
		return $this->params;
	}
}
