<?php
/**
 * A checked <shamble> tag: what the frame opens and what its caption says.
 */

namespace MediaWiki\Extension\Shamble;

class EmbedRequest {
	/** @var array the manifest's entry for the game */
	public $game;
	/** @var string preset in force (the game's default when none is given) */
	public $preset;
	/** @var bool whether the tag named the preset (else it is not put in the URL) */
	public $presetGiven = false;
	/** @var array<string,string> options the tag sets (they go into the URL) */
	public $options = [];
	/** @var array<string,string> options in force that differ from the preset: tag's and scenario's */
	public $captionOptions = [];
	/** @var string|null scenario link code, as given */
	public $scenario = null;
	/** @var array|null the decoded scenario */
	public $scenarioDoc = null;
	/** @var string|null */
	public $seed = null;
	/** @var int|null */
	public $players = null;
	/** @var string[]|null */
	public $seats = null;
	/** @var string|null */
	public $speed = null;
	/** @var int|null a moment of the scenario's game: replay after this many moves */
	public $at = null;
	/** @var int */
	public $height = 520;
	/** @var string|null author's caption */
	public $caption = null;
}
