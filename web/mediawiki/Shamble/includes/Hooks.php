<?php
/**
 * Registers the <shamble> parser tag. The tag's attributes are checked here,
 * in PHP, before anything reaches the page: a wrong tag renders a visible
 * error box (and puts the page in a tracking category) instead of a frame,
 * so an author sees the mistake and no attribute can inject markup.
 */

namespace MediaWiki\Extension\Shamble;

use Config;
use Html;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;
use PPFrame;

class Hooks implements ParserFirstCallInitHook {
	/** @var Config */
	private $config;

	public function __construct( Config $config ) {
		$this->config = $config;
	}

	/** @inheritDoc */
	public function onParserFirstCallInit( $parser ) {
		$parser->setHook( 'shamble', [ $this, 'renderTag' ] );
	}

	/**
	 * @param string|null $input text between the tags (unused: the tag is empty)
	 * @param array $args attributes as the author wrote them
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML
	 */
	public function renderTag( $input, array $args, Parser $parser, PPFrame $frame ) {
		$parser->getOutput()->addModuleStyles( [ 'ext.shamble.styles' ] );
		try {
			$site = SiteUrl::fromConfig( (string)$this->config->get( 'ShambleSiteUrl' ) );
			$manifest = Manifest::load( $this->config->get( 'ShambleManifest' ) );
			$request = TagAttributes::parse( $args, $manifest,
				(int)$this->config->get( 'ShambleDefaultHeight' ) );
		} catch ( TagError $e ) {
			$parser->addTrackingCategory( 'shamble-error-category' );
			return self::errorBox( $e );
		}
		$page = $parser->getTitle() ? $parser->getTitle()->getPrefixedText() : '';
		return EmbedHtml::render( $request, $site, $page );
	}

	private static function errorBox( TagError $e ): string {
		$why = wfMessage( $e->getMessageKey(), ...$e->getParams() )->inContentLanguage()->text();
		$text = wfMessage( 'shamble-error', $why )->inContentLanguage()->text();
		// Html::element escapes the text: whatever the author typed stays text.
		return Html::element( 'div', [ 'class' => 'error shamble-error', 'role' => 'alert' ], $text );
	}
}
